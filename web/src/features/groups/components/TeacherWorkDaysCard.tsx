import { CalendarOutlined } from "@ant-design/icons";
import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Where a teacher's work days and lessons are: the schedule, filtered to the teacher. */
export function TeacherWorkDaysCard({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t("teacherView.workDays")} data-testid="teacher-work-days">
      <Typography.Paragraph>{t("teacherView.workDaysHint")}</Typography.Paragraph>
      <Link to={`/schedule?teacher=${teacherId}`} data-testid="teacher-schedule-link">
        <CalendarOutlined /> {t("teacherView.openSchedule")}
      </Link>
    </Card>
  );
}
