import type { Round } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../ui/format";
import { Tag } from "../../../ui/lite/Tag";
import { useUiLanguage } from "../../language";

/** Today on the reader's calendar as a round writes its dates (YYYY-MM-DD). */
function readerToday(): string {
  const now = new Date();
  const twoDigits = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** Open now, not open yet, or over: a round that has not started is not shown as "closed". */
export function RoundStateTag({ round }: { round: { start: string; is_open: boolean } }) {
  const { t } = useTranslation();
  if (round.is_open) return <Tag tone="success">{t("catalogue.rounds.open")}</Tag>;
  if (round.start > readerToday()) return <Tag tone="processing">{t("catalogue.rounds.upcoming")}</Tag>;
  return <Tag>{t("catalogue.rounds.closed")}</Tag>;
}

/** Deadline rounds with their state, earliest first. */
export function CourseRounds({ rounds }: { rounds: readonly Round[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <ol className="course-info__rounds" data-testid="course-info-rounds">
      {[...rounds]
        .sort((a, b) => a.start.localeCompare(b.start))
        .map((round, index) => (
          <li key={round.id} data-testid={`course-info-round-${round.id}`}>
            <span>
              <strong>{t("catalogue.rounds.number", { number: index + 1 })}</strong>{" "}
              {t("catalogue.rounds.range", {
                start: formatDate(round.start, language),
                end: formatDate(round.end, language),
              })}
            </span>
            <RoundStateTag round={round} />
          </li>
        ))}
    </ol>
  );
}
