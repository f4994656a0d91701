import type { MailingSummary } from "@school/contracts";
import { Progress } from "../../../ui/Progress";

/** Sent and failed of the whole, as one bar: the failed part in red, the sent in green. */
export function MailingProgressBar({ progress, label }: { progress: MailingSummary["progress"]; label: string }) {
  const { total, sent, failed } = progress;
  const done = total === 0 ? 0 : Math.round(((sent + failed) / total) * 100);
  const success = total === 0 ? 0 : Math.round((sent / total) * 100);
  return (
    <Progress
      percent={done}
      success={{ percent: success }}
      strokeColor="#cf1322"
      size="small"
      aria-label={label}
      data-testid="mailing-progress"
      data-percent={done}
    />
  );
}
