import { CheckCircleFilled } from "@ant-design/icons";
import type { LessonCount, PaidCourse } from "@school/contracts";
import { Card, Space, Typography } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMinorMoney } from "../../../ui/format";
import { Progress } from "../../../ui/Progress";
import { useUiLanguage } from "../../language";

/** A student's own standing in a program: lessons finished, and the payment if the program was bought. */
export function MyProgressCard({ progress, payment }: { progress?: LessonCount; payment?: PaidCourse }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const lessonsId = useId();
  const total = progress?.lessons_count ?? 0;
  const completed = progress?.completed_count ?? 0;
  return (
    <Card className="course-info__section" title={t("progress.title")} data-testid="my-progress">
      <Space direction="vertical" style={{ width: "100%" }}>
        {total > 0 ? (
          <>
            <Typography.Text id={lessonsId} data-testid="my-progress-lessons">
              {t("progress.lessons", { completed, total })}
            </Typography.Text>
            {/* The bar is named by the line above it: "Lessons completed: 2 of 5". */}
            <Progress percent={Math.round((completed / total) * 100)} aria-labelledby={lessonsId} />
          </>
        ) : (
          <Typography.Text type="secondary">{t("progress.noLessons")}</Typography.Text>
        )}
        {payment && (
          <Typography.Text type="success" data-testid="my-progress-paid">
            <CheckCircleFilled />{" "}
            {t("progress.paid", {
              amount: formatMinorMoney({ minor: payment.amount_minor, currency: payment.currency, language }),
              date: payment.paid_at ? formatDate(payment.paid_at, language) : "",
            })}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}
