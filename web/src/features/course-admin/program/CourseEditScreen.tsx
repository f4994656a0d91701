import { inLanguage } from "@school/contracts";
import { Button, Result, Select, Skeleton } from "antd";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { PageHeading } from "../../../ui/PageHeading";
import { Tabs } from "../../../ui/Tabs";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { loadProgramCertificatesPanel } from "../../certificates";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { ProgramPaymentsPanel } from "../../staff-payments";
import { loadInstalmentPlanPanel } from "../../tranche-payments";
import { useInvalidateCourses } from "../use-invalidate-courses";
import { CourseForm } from "./CourseForm";
import { useCourseDetailQuery } from "./use-program";
import "../course-admin.css";
// The instalments tab's name; its panel comes with the tab.
import "../../tranche-payments/texts";

export function CourseAddScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("routes.courseAdd")} />
      <CourseForm saved={null} />
    </>
  );
}

const ProgramCertificatesPanel = lazy(loadProgramCertificatesPanel);
const InstalmentPlanPanel = lazy(loadInstalmentPlanPanel);

/** The edit form opens once the saved program is loaded, so its fields start filled. */
export function CourseEditScreen({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useCourseDetailQuery(courseId);
  const language = useUiLanguage();
  const seesPayments = useCan("payment.manage");
  const seesCertificates = useCan("certificate.manage");
  const isMobile = useIsMobile();
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
  // The program, its payments (decision 0053) and instalments (0159) for those who manage money, its certificates (0163).
  const sections: CourseSection[] = [
    {
      key: "program",
      label: <span data-testid="course-tab-program">{t("routes.courseEdit")}</span>,
      children: <CourseForm key={detail.data.id} saved={detail.data} />,
    },
    ...(seesPayments
      ? [
          {
            key: "payments",
            label: <span data-testid="course-tab-payments">{t("staffPayments.tab")}</span>,
            children: <ProgramPaymentsPanel courseId={detail.data.id} onEnrolled={() => invalidateCourses(courseId)} />,
          },
          {
            key: "instalments",
            label: <span data-testid="course-tab-instalments">{t("tranchePay.plan.title")}</span>,
            children: (
              <Suspense fallback={<Skeleton active />}>
                <InstalmentPlanPanel courseId={detail.data.id} price={Number(detail.data.cost)} />
              </Suspense>
            ),
          },
        ]
      : []),
    ...(seesCertificates
      ? [
          {
            key: "certificates",
            label: <span data-testid="course-tab-certificates">{t("certificates.tab")}</span>,
            children: (
              <Suspense fallback={<Skeleton active />}>
                <ProgramCertificatesPanel courseId={detail.data.id} students={detail.data.students} />
              </Suspense>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeading title={`${t("routes.courseEdit")}: ${inLanguage(language, { ru, kk, en })}`} />
      {sections.length > 1 ? (
        <CourseSections sections={sections} isMobile={isMobile} />
      ) : (
        <CourseForm key={detail.data.id} saved={detail.data} />
      )}
    </>
  );
}

type CourseSection = { key: string; label: ReactNode; children: ReactNode };

/**
 * The program's sections as tabs; on a phone their titles overflow a row, and Ant Design's "more" button among them
 * breaks the tab list for screen readers (a tablist holds only tabs), so a phone picks the section from a list.
 */
function CourseSections({ sections, isMobile }: { sections: CourseSection[]; isMobile: boolean }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(sections[0]!.key);
  if (!isMobile) return <Tabs className="course-edit-tabs" activeKey={active} onChange={setActive} items={sections} />;
  return (
    <>
      <Select
        value={active}
        onChange={setActive}
        options={sections.map((section) => ({ value: section.key, label: section.label }))}
        aria-label={t("routes.courseEdit")}
        style={{ width: "100%", marginBottom: 16 }}
        data-testid="course-section-select"
      />
      {sections.find((section) => section.key === active)?.children}
    </>
  );
}
