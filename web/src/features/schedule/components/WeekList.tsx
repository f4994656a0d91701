import type { ScheduleLesson } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { formatInstant, formatInstantRange } from "../../../ui/format";
import { Button } from "../../../ui/lite/Button";
import { LeftIcon } from "../../../ui/lite/icons/LeftIcon";
import { RightIcon } from "../../../ui/lite/icons/RightIcon";
import { Skeleton } from "../../../ui/lite/Skeleton";
import { runtimeKey } from "../../../ui/runtime-key";
import { useUiLanguage } from "../../language";
import { lessonTitle, STATUS_COLOURS, shiftedWeek, type VisibleRange } from "./schedule-view";

const WEEK_TITLE = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
const DAY_HEADING = { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" } as const;

/** A calendar day's date (YYYY-MM-DD) as the instant the formatters read in UTC (the school's wall clock, 0026). */
const dayInstant = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A phone's week (below 993 px): the week's days that have lessons, each lesson in time order with its times, name
 * and status, and arrows to the weeks around it (decision 0194). The app's own light controls, no calendar library:
 * on a phone the week is the screen, drawn with its frame on the server. A lesson opens its dialog on a tap, or on
 * Enter or Space, as in the computer's calendar.
 */
export function WeekList(props: {
  lessons: ScheduleLesson[];
  week: VisibleRange;
  /** The school's current week ("This week"). */
  current: VisibleRange;
  onWeek(week: VisibleRange): void;
  onOpen(id: number): void;
  /** The week's lessons are on their way (the arrows moved to another week). */
  loading: boolean;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { week } = props;
  const title = formatInstantRange(dayInstant(week.from), dayInstant(week.to), language, WEEK_TITLE);
  const days = lessonsByDay(props.lessons.filter((lesson) => lesson.date >= week.from && lesson.date <= week.to));
  const { current } = props;
  return (
    <section className="week-list" aria-label={title} aria-busy={props.loading} data-testid="week-list">
      <div className="week-list__bar">
        <Button
          icon={<LeftIcon />}
          aria-label={t("schedule.week.previous")}
          onClick={() => props.onWeek(shiftedWeek(week, -1))}
          data-testid="week-previous"
        />
        <h2 className="week-list__title" aria-live="polite">
          {title}
        </h2>
        <Button
          icon={<RightIcon />}
          aria-label={t("schedule.week.next")}
          onClick={() => props.onWeek(shiftedWeek(week, 1))}
          data-testid="week-next"
        />
        <Button disabled={week.from === current.from} onClick={() => props.onWeek(current)} data-testid="week-current">
          {t("schedule.week.current")}
        </Button>
      </div>
      {props.loading ? (
        <Skeleton rows={6} />
      ) : days.length === 0 ? (
        <p className="week-list__empty" data-testid="week-empty">
          {t("schedule.week.empty")}
        </p>
      ) : (
        days.map(([date, lessons]) => (
          <div key={date} className="week-list__day">
            <h3 className="week-list__date">{formatInstant(dayInstant(date), language, DAY_HEADING)}</h3>
            <ul className="week-list__lessons">
              {lessons.map((lesson) => (
                <li key={lesson.id}>
                  <button
                    type="button"
                    className={`week-list__lesson schedule-event--${lesson.status_lesson}`}
                    onClick={() => props.onOpen(lesson.id)}
                    data-testid={`lesson-${lesson.id}`}
                    data-status={lesson.status_lesson}
                  >
                    <span
                      className="week-list__mark"
                      style={{ background: STATUS_COLOURS[lesson.status_lesson] }}
                      aria-hidden="true"
                    />
                    <span className="week-list__time">
                      {lesson.time_start}–{lesson.time_end}
                    </span>
                    <span className="week-list__name">{lessonTitle(lesson, language, t)}</span>
                    {lesson.status_lesson === "planned" ? null : (
                      <span className="week-list__status">
                        {t(runtimeKey(`schedule.statuses.${lesson.status_lesson}`))}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

/** The week's lessons under their days, the days and each day's lessons in time order. */
function lessonsByDay(lessons: ScheduleLesson[]): [string, ScheduleLesson[]][] {
  const days = new Map<string, ScheduleLesson[]>();
  const ordered = [...lessons].sort(
    (a, b) => a.date.localeCompare(b.date) || a.time_start.localeCompare(b.time_start) || a.id - b.id,
  );
  for (const lesson of ordered) {
    const day = days.get(lesson.date);
    if (day) day.push(lesson);
    else days.set(lesson.date, [lesson]);
  }
  return [...days];
}
