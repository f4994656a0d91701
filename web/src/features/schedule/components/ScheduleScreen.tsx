import {
  LESSON_TYPES,
  nameInLanguage,
  type ScheduleLesson,
  type ScheduleListQuery,
  type UiLanguage,
} from "@school/contracts";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AntdScope } from "../../../antd-scope/AntdScope";
import { Alert } from "../../../ui/lite/Alert";
import { Button } from "../../../ui/lite/Button";
import { PlusIcon } from "../../../ui/lite/icons/PlusIcon";
import { Select } from "../../../ui/lite/Select";
import { Skeleton } from "../../../ui/lite/Skeleton";
import { PageHeading } from "../../../ui/PageHeading";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSearchParams } from "../../../ui/use-search-params";
import { useCan } from "../../session";
import {
  useLessonsQuery,
  useMoveLessonMutation,
  useRulesQuery,
  useStudentsQuery,
  useTeachersQuery,
} from "../hooks/use-schedule";
import { scheduleErrorText } from "../schedule-errors";
import { type LessonDrop, openingWeek, type VisibleRange, weekOf } from "./schedule-view";
import { WeekList } from "./WeekList";
import "../schedule.css";
import "../texts";
import { preloadable } from "../../../ui/preloadable";

/**
 * A computer's calendar (FullCalendar, about 75 KB) and the calendar-feed section under it come after the screen's
 * frame and its lessons are painted; the lesson's and the new lessons' dialogs when first opened (decision 0174). A
 * phone's week is the app's own list, drawn with the frame (decision 0194). The screen and its feed section are drawn
 * with the app's light controls; the dialogs are Ant Design's, in its scope (decisions 0186, 0188).
 */
const ScheduleCalendar = preloadable(() => import("./ScheduleCalendar").then((module) => module.ScheduleCalendar));
const CalendarFeedLink = preloadable(() => import("./CalendarFeedLink").then((module) => module.CalendarFeedLink));
const LessonDialog = preloadable(() => import("./LessonDialog").then((module) => module.LessonDialog));
const CreateLessonDialog = preloadable(() =>
  import("./CreateLessonDialog").then((module) => module.CreateLessonDialog),
);

const FILTERS = ["teacher", "student", "typelesson", "course", "group"] as const;
type FilterName = (typeof FILTERS)[number];

/** /schedule: the calendar with its filters (kept in the address), a lesson's dialog, and for staff new lessons. */
export function ScheduleScreen() {
  const { t, i18n } = useTranslation();
  const manages = useCan("schedule.manage");
  const mobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const rules = useRulesQuery();
  const timeZone = rules.data?.time_zone;
  // The week the reader moved to; until then the school's current week, which the calendar opens on, so the lessons
  // are asked for before its code arrives (by the school's date, known with its rules).
  const [chosenRange, setRange] = useState<VisibleRange | null>(null);
  const currentWeek = timeZone === undefined ? null : openingWeek(timeZone);
  const range = chosenRange ?? currentWeek;
  // The same range again (the calendar reports the one it opened on) keeps the query's key as it is.
  const showRange = (next: VisibleRange) =>
    setRange((current) => (current !== null && sameRange(current, next) ? current : next));
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const teachers = useTeachersQuery(manages);
  const students = useStudentsQuery(manages);
  const move = useMoveLessonMutation();
  /** Why the last drag was refused: the lesson is back in its slot and this says why, until the next drag. */
  const [moveError, setMoveError] = useState<string | null>(null);
  // A drag is the move form's request: the server applies the same rules and the same refusals.
  const onMove = (drop: LessonDrop) => {
    setMoveError(null);
    move.mutate(
      {
        id: drop.id,
        body: { status_lesson: "rescheduled", date: drop.date, time_start: drop.time_start, time_end: drop.time_end },
      },
      {
        onSuccess: () => toast.success(t("schedule.saved")),
        onError: (error) => {
          drop.revert();
          setMoveError(t("schedule.moveRefused", { reason: scheduleErrorText(error, t) }));
        },
      },
    );
  };

  const filter = (name: FilterName) => search.get(name) ?? undefined;
  const query: ScheduleListQuery | null =
    range === null
      ? null
      : {
          date_after: range.from,
          date_before: range.to,
          teacher: numberOf(filter("teacher")),
          student: numberOf(filter("student")),
          typelesson: filter("typelesson") as ScheduleListQuery["typelesson"],
          course: numberOf(filter("course")),
          group: numberOf(filter("group")),
        };
  const lessons = useLessonsQuery(query);
  const shown = lessons.data ?? [];
  const options = useMemo(() => optionsFrom(shown, i18n.language), [shown, i18n.language]);

  const setFilter = (name: FilterName, value: string | number | undefined) => {
    const next = new URLSearchParams(search);
    if (value === undefined || value === "") next.delete(name);
    else next.set(name, String(value));
    setSearch(next, { replace: true });
  };
  const person = (user: { id: number; first_name: string; last_name: string }) => ({
    value: user.id,
    label: `${user.first_name} ${user.last_name}`.trim(),
  });
  const teacherOptions = manages ? (teachers.data ?? []).map(person) : options.teachers;
  const studentOptions = manages ? (students.data ?? []).map(person) : options.students;

  return (
    <div className="schedule-screen">
      <PageHeading
        title={t("schedule.title")}
        extra={
          manages ? (
            <Button look="primary" icon={<PlusIcon />} onClick={() => setCreating(true)} data-testid="new-lesson">
              {t("schedule.newLesson")}
            </Button>
          ) : null
        }
      />
      {rules.data ? (
        <p className="schedule-screen__zone" data-testid="school-zone">
          {t("schedule.timeZone", { zone: rules.data.time_zone })}
        </p>
      ) : null}
      <fieldset className="schedule-screen__filters">
        <legend className="visually-hidden">{t("schedule.filters")}</legend>
        <FilterSelect
          name="teacher"
          label={t("schedule.teacher")}
          value={numberOf(filter("teacher"))}
          options={teacherOptions}
          onChange={setFilter}
        />
        <FilterSelect
          name="student"
          label={t("schedule.student")}
          value={numberOf(filter("student"))}
          options={studentOptions}
          onChange={setFilter}
        />
        <FilterSelect
          name="typelesson"
          label={t("schedule.type")}
          value={filter("typelesson")}
          options={LESSON_TYPES.map((type) => ({ value: type, label: t(runtimeKey(`schedule.types.${type}`)) }))}
          onChange={setFilter}
        />
        <FilterSelect
          name="course"
          label={t("schedule.program")}
          value={numberOf(filter("course"))}
          options={options.courses}
          onChange={setFilter}
        />
        <FilterSelect
          name="group"
          label={t("schedule.group")}
          value={numberOf(filter("group"))}
          options={options.groups}
          onChange={setFilter}
        />
      </fieldset>
      {moveError ? (
        <Alert onClose={() => setMoveError(null)} testId="move-error">
          {moveError}
        </Alert>
      ) : null}
      <div aria-busy={lessons.isPending}>
        {lessons.isPending || range === null || currentWeek === null || timeZone === undefined ? (
          calendarPlaceholder
        ) : mobile ? (
          <WeekList
            lessons={shown}
            week={weekOf(range)}
            current={currentWeek}
            onWeek={showRange}
            onOpen={setOpenId}
            loading={lessons.isPlaceholderData}
          />
        ) : (
          <Suspense fallback={calendarPlaceholder}>
            <ScheduleCalendar
              lessons={shown}
              workStart={rules.data?.work_start ?? "08:00"}
              workEnd={rules.data?.work_end ?? "22:00"}
              timeZone={timeZone}
              onRange={showRange}
              onOpen={setOpenId}
              onMove={manages ? onMove : undefined}
            />
          </Suspense>
        )}
      </div>
      {lessons.isPending ? null : (
        <Suspense fallback={null}>
          <CalendarFeedLink />
        </Suspense>
      )}
      {/* Asked for at the click, shown when their code arrives: a keyboard user's Enter is never lost. */}
      {openId !== null || creating ? (
        <AntdScope>
          {openId !== null ? (
            <LessonDialog id={openId} manages={manages} rules={rules.data} onClose={() => setOpenId(null)} />
          ) : null}
          {creating ? <CreateLessonDialog onClose={() => setCreating(false)} /> : null}
        </AntdScope>
      ) : null}
    </div>
  );
}

function FilterSelect<Value extends string | number>(props: {
  name: FilterName;
  label: string;
  value: Value | undefined;
  options: { value: Value; label: string }[];
  onChange(name: FilterName, value: Value | undefined): void;
}) {
  return (
    <Select<Value>
      placeholder={props.label}
      label={props.label}
      className="schedule-screen__filter"
      value={props.value}
      options={props.options}
      onChange={(value) => props.onChange(props.name, value)}
      testId={`filter-${props.name}`}
    />
  );
}

/** Where the calendar will sit, about its height, while its lessons or its code are on their way. */
const calendarPlaceholder = (
  <div className="schedule-screen__calendar-placeholder" data-testid="calendar-placeholder">
    <Skeleton rows={12} />
  </div>
);

function sameRange(current: VisibleRange, next: VisibleRange): boolean {
  return current.from === next.from && current.to === next.to;
}

function numberOf(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** Programs, groups and people of the lessons shown, for the filters of those who cannot list the whole school. */
function optionsFrom(lessons: ScheduleLesson[], language: string) {
  const courses = new Map<number, string>();
  const groups = new Map<number, string>();
  const teachers = new Map<number, string>();
  const students = new Map<number, string>();
  const title = (course: NonNullable<ScheduleLesson["course"]>) =>
    (language === "kk" ? course.title_kk : language === "en" ? course.title_en : course.title_ru) || course.title_ru;
  for (const lesson of lessons) {
    if (lesson.course) courses.set(lesson.course.id, title(lesson.course));
    if (lesson.group) groups.set(lesson.group.id, nameInLanguage(language as UiLanguage, lesson.group));
    teachers.set(lesson.teacher.id, `${lesson.teacher.first_name} ${lesson.teacher.last_name}`.trim());
    for (const student of lesson.students)
      students.set(student.id, `${student.first_name} ${student.last_name}`.trim());
  }
  const list = (map: Map<number, string>) =>
    [...map].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return { courses: list(courses), groups: list(groups), teachers: list(teachers), students: list(students) };
}
