import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from "@fullcalendar/core";
import enGbLocale from "@fullcalendar/core/locales/en-gb";
import kkLocale from "@fullcalendar/core/locales/kk";
import ruLocale from "@fullcalendar/core/locales/ru";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin from "@fullcalendar/interaction";
import listPlugin from "@fullcalendar/list";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { SCHEDULE_STEP_MINUTES, type ScheduleLesson } from "@school/contracts";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { KAZAKH_CALENDAR_FORMATS } from "./kazakh-calendar";
import { type LessonDrop, lessonTitle, STATUS_COLOURS, type VisibleRange, wallClockIn } from "./schedule-view";

const LOCALES = { ru: ruLocale, kk: kkLocale, en: enGbLocale } as const;

/** Lessons that may still be moved (the transition table lets only these become "rescheduled"). */
const MOVABLE = new Set<ScheduleLesson["status_lesson"]>(["planned", "rescheduled"]);

/** The school's wall clock of a calendar time: the calendar runs in UTC (see below), so the ISO string is it. */
function wallClock(instant: Date): { date: string; time: string } {
  const iso = instant.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * A computer's week and month calendar (a phone lists its week: WeekList, decision 0194). Lessons are placed by the school's wall clock: the calendar
 * runs in UTC and is handed times without an offset, so 19:00 in the school is 19:00 here, whatever the browser's
 * zone (decision 0026).
 */
export function ScheduleCalendar(props: {
  lessons: ScheduleLesson[];
  workStart: string;
  workEnd: string;
  /** The school's zone: the calendar's today and its now line are the school's clock. */
  timeZone: string;
  onRange(range: VisibleRange): void;
  onOpen(id: number): void;
  /** Given to staff: lessons are dragged to another slot in the week and day views, under the move's rules. */
  onMove?(drop: LessonDrop): void;
}) {
  const draggable = props.onMove !== undefined;
  const { timeZone } = props;
  const schoolNow = useCallback(() => wallClockIn(timeZone, new Date()), [timeZone]);
  const { t, i18n } = useTranslation();
  const language = (i18n.language in LOCALES ? i18n.language : "ru") as keyof typeof LOCALES;
  const events: EventInput[] = props.lessons.map((lesson) => ({
    id: String(lesson.id),
    title: lessonTitle(lesson, language, t),
    start: `${lesson.date}T${lesson.time_start}:00`,
    end: lesson.time_end === "24:00" ? `${lesson.date}T23:59:59` : `${lesson.date}T${lesson.time_end}:00`,
    backgroundColor: STATUS_COLOURS[lesson.status_lesson],
    borderColor: STATUS_COLOURS[lesson.status_lesson],
    classNames: [`schedule-event--${lesson.status_lesson}`],
    extendedProps: { status: lesson.status_lesson },
    startEditable: draggable && MOVABLE.has(lesson.status_lesson),
  }));
  return (
    <div className="schedule-calendar">
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        locale={LOCALES[language]}
        // FullCalendar's Russian and Kazakh locales leave its hidden and hover texts (the list's "Time" and "Event"
        // headings, buttons' titles) in English: they are the app's own texts in every language.
        closeHint={t("schedule.calendarHints.close")}
        timeHint={t("schedule.calendarHints.time")}
        eventHint={t("schedule.calendarHints.event")}
        buttonHints={{
          prev: t("schedule.calendarHints.previous"),
          next: t("schedule.calendarHints.next"),
          today: t("schedule.calendarHints.today"),
        }}
        viewHint={(view: string) => t("schedule.calendarHints.view", { view })}
        navLinkHint={(date: string) => t("schedule.calendarHints.goTo", { date })}
        moreLinkHint={(count: number) => t("schedule.calendarHints.moreLessons", { count })}
        {...(language === "kk" ? KAZAKH_CALENDAR_FORMATS : {})}
        timeZone="UTC"
        now={schoolNow}
        initialView="timeGridWeek"
        headerToolbar={{ left: "prev,next today", center: "title", right: "timeGridWeek,dayGridMonth,listWeek" }}
        height="auto"
        // Text buttons: FullCalendar's arrow icons are images without a name (axe role-img-alt).
        buttonIcons={false}
        // Day headings become real links to the day, reachable by keyboard.
        navLinks
        allDaySlot={false}
        nowIndicator
        slotMinTime={`${props.workStart}:00`}
        slotMaxTime={props.workEnd === "24:00" ? "24:00:00" : `${props.workEnd}:00`}
        snapDuration={{ minutes: SCHEDULE_STEP_MINUTES }}
        slotLabelFormat={{ hour: "2-digit", minute: "2-digit", hour12: false }}
        eventTimeFormat={{ hour: "2-digit", minute: "2-digit", hour12: false }}
        events={events}
        // Only the start moves: a drag keeps the lesson's length, as the move form's times do.
        editable={draggable}
        eventDurationEditable={false}
        eventDrop={(drop: EventDropArg) => {
          const { start, end } = drop.event;
          if (!start || !end || !props.onMove) return drop.revert();
          const from = wallClock(start);
          const to = wallClock(end);
          props.onMove({
            id: Number(drop.event.id),
            date: from.date,
            time_start: from.time,
            // A lesson ending at midnight ends at 24:00 of its own day.
            time_end: to.date > from.date && to.time === "00:00" ? "24:00" : to.time,
            revert: drop.revert,
          });
        }}
        datesSet={(range: DatesSetArg) =>
          props.onRange({
            from: range.startStr.slice(0, 10),
            // The end is exclusive: the last day shown is the day before.
            to: new Date(range.end.getTime() - 86_400_000).toISOString().slice(0, 10),
          })
        }
        eventClick={(click: EventClickArg) => {
          click.jsEvent.preventDefault();
          props.onOpen(Number(click.event.id));
        }}
        eventDidMount={(mounted) => {
          mounted.el.setAttribute("data-testid", `lesson-${mounted.event.id}`);
          mounted.el.setAttribute("data-status", String(mounted.event.extendedProps.status));
          mounted.el.setAttribute("tabindex", "0");
          mounted.el.setAttribute("role", "button");
          mounted.el.addEventListener("keydown", (event) => {
            if (event.key === "Enter" || event.key === " ") {
              event.preventDefault();
              props.onOpen(Number(mounted.event.id));
            }
          });
        }}
      />
    </div>
  );
}
