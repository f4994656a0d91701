import { CheckCircleFilled } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Card, Progress, Skeleton, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../catalogue/format";
import { useUiLanguage } from "../../language/use-ui-language";
import { fetchLessonCounts, fetchPaidCourses } from "../api/learning-progress.api";

/** A student's own standing in a program: lessons finished, and the payment if the program was bought. */
export function MyProgressCard({ courseId, userId }: { courseId: number; userId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const counts = useQuery({
    queryKey: ["learning-progress", "lessons", userId, courseId],
    queryFn: ({ signal }) => fetchLessonCounts({ userId, courseId, signal }),
  });
  const paid = useQuery({
    queryKey: ["learning-progress", "paid", userId],
    queryFn: ({ signal }) => fetchPaidCourses(signal),
  });
  const progress = counts.data?.[0];
  const payment = paid.data?.find((row) => row.course_id === courseId);
  const percent =
    progress && progress.lessons_count > 0 ? (progress.completed_count / progress.lessons_count) * 100 : 0;

  return (
    <Card className="course-info__section" title={t("progress.title")} data-testid="my-progress">
      {counts.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Space direction="vertical" style={{ width: "100%" }}>
          {progress && progress.lessons_count > 0 ? (
            <>
              <Typography.Text data-testid="my-progress-lessons">
                {t("progress.lessons", { completed: progress.completed_count, total: progress.lessons_count })}
              </Typography.Text>
              <Progress percent={Math.round(percent)} />
            </>
          ) : (
            <Typography.Text type="secondary">{t("progress.noLessons")}</Typography.Text>
          )}
          {payment && (
            <Typography.Text type="success" data-testid="my-progress-paid">
              <CheckCircleFilled />{" "}
              {t("progress.paid", {
                amount: formatMoney({ amount: payment.amount, currency: payment.currency, language }),
                date: payment.paid_at ? formatDate(payment.paid_at, language) : "",
              })}
            </Typography.Text>
          )}
        </Space>
      )}
    </Card>
  );
}
