import type { OfflineState } from "@school/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const COLORS: Record<OfflineState, string> = {
  awaiting_payment: "default",
  awaiting_confirmation: "processing",
  confirmed: "success",
  rejected: "error",
};

/**
 * An offline payment's state in words (a tag, or plain text inside a banner that already has its colour): the
 * student's words ("waiting for your payment"), or staff's (`forStaff`: "to confirm").
 */
export function StateTag({
  state,
  plain = false,
  forStaff = false,
}: {
  state: OfflineState;
  plain?: boolean;
  forStaff?: boolean;
}) {
  const { t } = useTranslation();
  const text = forStaff ? t(`offlinePayments.queue.states.${state}`) : t(`offlinePayments.states.${state}`);
  if (plain) return <span data-testid="offline-state-text">{text}</span>;
  return (
    <Tag color={COLORS[state]} bordered={false}>
      {text}
    </Tag>
  );
}
