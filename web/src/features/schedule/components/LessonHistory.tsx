import type { ScheduleLessonDetail, UiLanguage } from "@school/contracts";
import { Timeline } from "antd";
import { useTranslation } from "react-i18next";
import { formatShortDate, formatTimestamp } from "../../../ui/format";
import { runtimeKey } from "../../../ui/runtime-key";
import { useUiLanguage } from "../../language";

/** What happened to a lesson and who did it, on the school's clock: a move with its old and new times. */
export function LessonHistory(props: { lesson: ScheduleLessonDetail; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <>
      <h2 className="schedule-history__title">{t("schedule.history")}</h2>
      <Timeline
        className="schedule-history"
        items={props.lesson.history.map((event) => ({
          key: event.id,
          content: (
            <span>
              {formatTimestamp(event.at, language, props.timeZone)} — {t(runtimeKey(`schedule.events.${event.kind}`))}
              {event.old_start
                ? ` (${wallClock(event.old_start, language)}–${event.old_end?.slice(11, 16)} → ${wallClock(event.new_start, language)}–${event.new_end?.slice(11, 16)})`
                : ""}
              {event.by ? `, ${event.by.first_name} ${event.by.last_name}`.trimEnd() : ""}
              {event.reason ? `: ${event.reason}` : ""}
            </span>
          ),
        }))}
      />
    </>
  );
}

/** A lesson's start on the school's clock ("2026-11-23T10:00") as the reader writes a day, with its time. */
function wallClock(value: string | null, language: UiLanguage): string {
  return value ? `${formatShortDate(value.slice(0, 10), language)} ${value.slice(11, 16)}` : "";
}
