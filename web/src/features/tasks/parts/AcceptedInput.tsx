import { Select } from "antd";
import { useTranslation } from "react-i18next";

/**
 * The texts accepted for a blank: type one and press Enter, as many variants as the author accepts (compared
 * without case and extra spaces, decision 0021).
 */
export function AcceptedInput({
  id,
  value,
  onChange,
  readOnly,
  label,
  status,
  testId,
}: {
  id?: string;
  value: string[];
  onChange: (value: string[]) => void;
  readOnly: boolean;
  label?: string;
  status?: "error";
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      mode="tags"
      open={false}
      value={value}
      onChange={(next: string[]) => onChange(next.map((text) => text.trim()).filter((text) => text !== ""))}
      disabled={readOnly}
      placeholder={t("tasks.editor.acceptedHint")}
      aria-label={label ?? t("tasks.editor.accepted")}
      tokenSeparators={["|"]}
      status={status}
      style={{ width: "100%", minWidth: 120 }}
      data-testid={testId}
      suffixIcon={null}
    />
  );
}
