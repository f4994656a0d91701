import { StopOutlined } from "@ant-design/icons";
import type { MailingSummary } from "@school/contracts";
import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { toast } from "../../../ui/toast";
import { useCancelMailing } from "../hooks/use-mailings";

/**
 * Stops a mailing that has not gone out yet, or the rest of one still sending, after asking (decision 0071). A
 * finished or cancelled mailing has nothing to stop, so it shows no button.
 */
export function CancelMailingButton({
  mailing,
  compact = false,
}: {
  mailing: Pick<MailingSummary, "id" | "status" | "subject">;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const cancel = useCancelMailing();
  if (mailing.status !== "scheduled" && mailing.status !== "sending") return null;
  const confirm = () =>
    cancel.mutate(mailing.id, {
      onSuccess: () => toast.success(t("mailings.cancel.done")),
      onError: (error) => toast.error(errorText(error, t)),
    });
  return (
    <Popconfirm
      title={t(
        mailing.status === "scheduled" ? "mailings.cancel.questionScheduled" : "mailings.cancel.questionSending",
      )}
      okText={t("mailings.cancel.confirm")}
      cancelText={t("mailings.cancel.keep")}
      okButtonProps={{
        danger: true,
        ...({ "data-testid": "mailing-cancel-confirm" } as Record<`data-${string}`, string>),
      }}
      onConfirm={confirm}
    >
      <Button
        danger
        size={compact ? "small" : "middle"}
        icon={<StopOutlined />}
        loading={cancel.isPending}
        aria-label={compact ? `${t("mailings.cancel.button")}: ${mailing.subject}` : undefined}
        data-testid={`mailing-cancel-${mailing.id}`}
      >
        {t("mailings.cancel.button")}
      </Button>
    </Popconfirm>
  );
}
