import { DeleteOutlined } from "@ant-design/icons";
import { Button, type ButtonProps, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";

/** The delete icon button every list uses: it asks first, naming what goes, and only then calls `onConfirm`. */
export function ConfirmDeleteButton({
  question,
  onConfirm,
  disabled,
  testId,
  type = "text",
  className,
}: {
  question: string;
  onConfirm: () => unknown;
  disabled?: boolean;
  testId: string;
  type?: ButtonProps["type"];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={question}
      okText={t("common.delete")}
      cancelText={t("common.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button
        type={type}
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t("common.delete")}
        disabled={disabled}
        className={className}
        data-testid={testId}
      />
    </Popconfirm>
  );
}
