import type { CatalogCourseDetail, UiLanguage } from "@school/contracts";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatPercent } from "../../../ui/format";
import { runtimeKey } from "../../../ui/runtime-key";
import { useUiLanguage } from "../../language";
import { InfoSection } from "./InfoSection";

/** What a candidate must bring: the degree, years of study, the pass mark and each certificate's minimum score. */
function requirementRows({
  course,
  t,
  language,
}: {
  course: CatalogCourseDetail;
  t: TFunction;
  language: UiLanguage;
}): { key: string; label: string; value: ReactNode }[] {
  return [
    ...(course.requirement_degree
      ? [
          {
            key: "degree",
            label: t("catalogue.info.requiredDegree"),
            value: t(runtimeKey(`catalogue.educationDegrees.${course.requirement_degree}`), {
              defaultValue: course.requirement_degree,
            }),
          },
        ]
      : []),
    ...((course.requirement_years ?? 0) > 0
      ? [{ key: "years", label: t("catalogue.info.requiredYears"), value: course.requirement_years }]
      : []),
    ...(course.min_pass_percent > 0
      ? [{ key: "pass", label: t("catalogue.info.minPass"), value: formatPercent(course.min_pass_percent, language) }]
      : []),
    ...course.requirement_certificates.map((certificate) => ({
      key: `certificate-${certificate.id}`,
      label: certificate.certificate,
      value: t("catalogue.info.minScore", { score: certificate.min_score }),
    })),
  ];
}

/** The program's requirements as a list of terms, or nothing when it asks for none. */
export function CourseRequirements({ course }: { course: CatalogCourseDetail }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const rows = requirementRows({ course, t, language });
  if (rows.length === 0) return null;
  return (
    <InfoSection title={t("catalogue.info.requirements")} data-testid="course-info-requirements">
      <dl className="course-info__requirements">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </InfoSection>
  );
}
