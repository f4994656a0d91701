import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../ui/PageHeading";
import { type Period, type PeriodPreset, presetPeriod, schoolToday } from "../period";
import { PeriodPicker } from "./PeriodPicker";
import { HomeworkReport, ProgramProgressReport, StudentProgressReport, useProgramProgress } from "./ReportsAnalytics";
import "../reports.css";
import "../texts";

/**
 * /analytics for every role (decision 0031): one period for every report on the page; staff and teachers see the
 * programs and students the access table gives them, a student their own progress and homework.
 */
export function AnalyticsReports({
  view,
  userId,
  children,
}: {
  view: "staff" | "teacher" | "student";
  userId: number;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<{ preset: PeriodPreset; period: Period }>(() => ({
    preset: "month",
    period: presetPeriod("month", schoolToday()),
  }));
  const programs = useProgramProgress(choice.period);
  return (
    <div className="reports" data-testid={`analytics-${view}`}>
      <PageHeading title={t(view === "student" ? "reports.myTitle" : "reports.title")} />
      <PeriodPicker preset={choice.preset} period={choice.period} onChange={setChoice} />
      <ProgramProgressReport period={choice.period} report={programs} />
      {view !== "student" && <StudentProgressReport period={choice.period} programs={programs.data?.rows ?? []} />}
      <HomeworkReport period={choice.period} studentId={view === "student" ? userId : undefined} />
      {children}
    </div>
  );
}
