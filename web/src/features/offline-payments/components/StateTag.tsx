import type { OfflineState } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { Tag } from "../../../ui/lite/Tag";

const TONES: Record<OfflineState, "default" | "processing" | "success" | "error"> = {
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
    <Tag tone={TONES[state]} bordered={false}>
      {text}
    </Tag>
  );
}
