import { inLanguage } from "@school/contracts";
import { Button, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { PageHeading } from "../../../ui/PageHeading";
import { Tabs } from "../../../ui/Tabs";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { ProgramPaymentsPanel } from "../../staff-payments";
import { useInvalidateCourses } from "../use-invalidate-courses";
import { CourseForm } from "./CourseForm";
import { useCourseDetailQuery } from "./use-program";
import "../course-admin.css";

export function CourseAddScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("routes.courseAdd")} />
      <CourseForm saved={null} />
    </>
  );
}

/** The edit form opens once the saved program is loaded, so its fields start filled. */
export function CourseEditScreen({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useCourseDetailQuery(courseId);
  const language = useUiLanguage();
  const seesPayments = useCan("payment.manage");
  const invalidateCourses = useInvalidateCourses();

  if (detail.isPending && detail.fetchStatus !== "idle") {
    return (
      <>
        <PageHeading title={t("routes.courseEdit")} />
        <div className="surface" data-testid="course-form-loading">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </>
    );
  }
  if (!detail.data) {
    const notFound = !detail.error || (isApiError(detail.error) && detail.error.status === 404);
    return (
      <div className="surface">
        <Result
          status={notFound ? "404" : "error"}
          title={
            <h1 className="heading-plain">{notFound ? t("catalogue.info.notFound") : errorText(detail.error, t)}</h1>
          }
          extra={<Button onClick={() => navigate("/")}>{t("routes.programList")}</Button>}
        />
      </div>
    );
  }
  // The title in the interface language, else the first filled in, as the catalogue shows it.
  const { title_ru: ru, title_kk: kk, title_en: en } = detail.data;
  return (
    <>
      <PageHeading title={`${t("routes.courseEdit")}: ${inLanguage(language, { ru, kk, en })}`} />
      {seesPayments ? (
        // The program and its payments (decision 0053): the payments tab only for those who manage money.
        <Tabs
          className="course-edit-tabs"
          items={[
            {
              key: "program",
              label: <span data-testid="course-tab-program">{t("routes.courseEdit")}</span>,
              children: <CourseForm key={detail.data.id} saved={detail.data} />,
            },
            {
              key: "payments",
              label: <span data-testid="course-tab-payments">{t("staffPayments.tab")}</span>,
              children: (
                <ProgramPaymentsPanel courseId={detail.data.id} onEnrolled={() => invalidateCourses(courseId)} />
              ),
            },
          ]}
        />
      ) : (
        <CourseForm key={detail.data.id} saved={detail.data} />
      )}
    </>
  );
}
