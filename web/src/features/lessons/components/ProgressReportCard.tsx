import { MailOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { Button, Card, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { personName } from "../../../ui/person-name";
import { toast } from "../../../ui/toast";
import { useCourseDetailQuery } from "../../course-admin";
import { postProgressReport } from "../api/lessons.api";
import "../texts";

/** Staff and the program's teachers mail a student their progress report (`send_report_student/`). */
export function ProgressReportCard({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const course = useCourseDetailQuery(courseId);
  const [studentId, setStudentId] = useState<number | null>(null);
  const send = useMutation({ mutationFn: (student: number) => postProgressReport(courseId, student) });
  const students = course.data?.students ?? [];
  if (!course.data || students.length === 0) return null;
  const submit = async () => {
    if (studentId === null) return;
    try {
      await send.mutateAsync(studentId);
      toast.success(t("lessons.report.sent"));
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };
  return (
    <Card
      size="small"
      title={t("lessons.report.title")}
      className="course-view__progress"
      data-testid="progress-report"
    >
      <Space wrap style={{ width: "100%" }}>
        <Select<number>
          showSearch={{ optionFilterProp: "label" }}
          style={{ minWidth: 220 }}
          aria-label={t("lessons.report.student")}
          placeholder={t("lessons.report.student")}
          value={studentId ?? undefined}
          onChange={setStudentId}
          options={students.map((student) => ({ value: student.id, label: personName(student) }))}
          data-testid="progress-report-student"
        />
        <Button
          icon={<MailOutlined />}
          disabled={studentId === null}
          loading={send.isPending}
          onClick={() => void submit()}
          data-testid="progress-report-send"
        >
          {t("lessons.report.send")}
        </Button>
      </Space>
    </Card>
  );
}
