import { Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../ui/PageHeading";
import { useRulesQuery } from "../../schedule";
import { type Period, type PeriodPreset, presetPeriod, SCHOOL_TIME_ZONE, schoolToday } from "../period";
import { HomeworkReport } from "./HomeworkReport";
import { MyLessonsReport, StudentLessonsReport, TeacherLessonsReport } from "./LessonReports";
import { LessonSummaryReport, TeacherMonthsReport } from "./LessonSummaries";
import { PeriodPicker } from "./PeriodPicker";
import { ProgramProgressReport, useProgramProgress } from "./ProgramProgressReport";
import { StudentProgressReport } from "./StudentProgressReport";
import { StudentTeachersReport, TeacherStudentPairsReport } from "./TeacherStudentReports";
import "../reports.css";
import "../texts";

type View = "staff" | "teacher" | "student";

/**
 * /analytics for every role (decision 0031): one period for every report on the page, its presets in the school's
 * own time zone (the schedule's setting); staff and teachers see the lessons, programs and students the access table
 * gives them, a student their own lessons, progress and homework.
 */
export function AnalyticsReports({
  view,
  userId,
  periodReports,
  children,
}: {
  view: View;
  userId: number;
  /** Reports of other features over the page's period (the UTM report). */
  periodReports?: (period: Period) => React.ReactNode;
  children?: React.ReactNode;
}) {
  const rules = useRulesQuery();
  if (rules.isPending) return <Skeleton active />;
  // Without the rules (an error) the reports still work in the default zone every school starts with.
  const timeZone = rules.data?.time_zone ?? SCHOOL_TIME_ZONE;
  return (
    <Reports view={view} userId={userId} timeZone={timeZone} periodReports={periodReports}>
      {children}
    </Reports>
  );
}

function Reports({
  view,
  userId,
  timeZone,
  periodReports,
  children,
}: {
  view: View;
  userId: number;
  timeZone: string;
  periodReports?: (period: Period) => React.ReactNode;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<{ preset: PeriodPreset; period: Period }>(() => ({
    preset: "month",
    period: presetPeriod("month", schoolToday(new Date(), timeZone)),
  }));
  const programs = useProgramProgress(choice.period);
  return (
    <div className="reports" data-testid={`analytics-${view}`}>
      <PageHeading title={t(view === "student" ? "reports.myTitle" : "reports.title")} />
      <PeriodPicker preset={choice.preset} period={choice.period} timeZone={timeZone} onChange={setChoice} />
      {view === "student" ? (
        <>
          <MyLessonsReport period={choice.period} timeZone={timeZone} />
          <StudentTeachersReport period={choice.period} timeZone={timeZone} choosesStudent={false} />
        </>
      ) : (
        <>
          <TeacherLessonsReport period={choice.period} />
          <LessonSummaryReport period={choice.period} />
          <TeacherMonthsReport period={choice.period} choosesTeacher={view === "staff"} />
          <StudentLessonsReport period={choice.period} />
          <TeacherStudentPairsReport period={choice.period} />
          <StudentTeachersReport period={choice.period} timeZone={timeZone} choosesStudent />
        </>
      )}
      <ProgramProgressReport period={choice.period} report={programs} />
      {view !== "student" && (
        <StudentProgressReport period={choice.period} timeZone={timeZone} programs={programs.data?.rows ?? []} />
      )}
      <HomeworkReport period={choice.period} timeZone={timeZone} studentId={view === "student" ? userId : undefined} />
      {periodReports?.(choice.period)}
      {children}
    </div>
  );
}
