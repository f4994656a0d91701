import type { Round } from "@school/contracts";
import { List, Tag } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useUiLanguage } from "../../language/use-ui-language";
import { formatDate } from "../format";

/** Open now, not open yet, or over: a round that has not started is not shown as "closed". */
export function RoundStateTag({ round }: { round: { start: string; is_open: boolean } }) {
  const { t } = useTranslation();
  if (round.is_open) return <Tag color="success">{t("catalogue.rounds.open")}</Tag>;
  if (round.start > dayjs().format("YYYY-MM-DD")) return <Tag color="processing">{t("catalogue.rounds.upcoming")}</Tag>;
  return <Tag>{t("catalogue.rounds.closed")}</Tag>;
}

/** Deadline rounds with their state. */
export function CourseRounds({ rounds }: { rounds: readonly Round[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <List
      size="small"
      bordered
      dataSource={[...rounds].sort((a, b) => a.start.localeCompare(b.start))}
      data-testid="course-info-rounds"
      renderItem={(round, index) => (
        <List.Item data-testid={`course-info-round-${round.id}`} extra={<RoundStateTag round={round} />}>
          <span>
            <strong>{t("catalogue.rounds.number", { number: index + 1 })}</strong>{" "}
            {t("catalogue.rounds.range", {
              start: formatDate(round.start, language),
              end: formatDate(round.end, language),
            })}
          </span>
        </List.Item>
      )}
    />
  );
}
