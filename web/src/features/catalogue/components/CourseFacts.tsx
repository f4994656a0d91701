import type { CatalogCourseDetail } from "@school/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { feeText, tuitionText } from "../../../ui/format";
import { runtimeKey } from "../../../ui/runtime-key";
import { useCountryName } from "../../dictionaries";
import { useUiLanguage } from "../../language";

/** The key facts beside the description: money first, then the descriptors the program has. */
export function CourseFacts({ course, actions }: { course: CatalogCourseDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const countryName = useCountryName();
  const rows: { key: string; label: string; value: ReactNode }[] = [
    {
      key: "fee",
      label: t("catalogue.card.fee"),
      value: feeText(course.cost, language),
    },
    {
      key: "tuition",
      label: t("catalogue.card.tuition"),
      value: tuitionText({ course, language }) ?? t("catalogue.card.free"),
    },
  ];
  const add = (key: string, label: string, value: ReactNode) => {
    if (value !== null && value !== undefined && value !== "") rows.push({ key, label, value });
  };
  add("tag", t("catalogue.facets.tag"), course.tag?.name);
  add("city", t("catalogue.facets.city"), course.city?.name);
  add("country", t("catalogue.info.country"), course.country && countryName(course.country));
  add("university", t("catalogue.facets.university"), course.university?.name);
  add("univer_tag", t("catalogue.facets.univer_tag"), course.univer_tag?.name);
  add("degree", t("catalogue.facets.degree"), course.degree?.name);
  add("speciality", t("catalogue.facets.speciality"), course.speciality?.name);
  add("format", t("catalogue.facets.format"), course.format?.name);
  add(
    "language",
    t("catalogue.filters.language"),
    course.language ? t(runtimeKey(`catalogue.languages.${course.language}`), course.language) : null,
  );
  add(
    "property_form",
    t("catalogue.info.propertyForm"),
    course.property_form ? t(runtimeKey(`catalogue.propertyForms.${course.property_form}`)) : null,
  );
  add("period", t("catalogue.info.period"), course.period);
  add("package", t("catalogue.info.package"), course.package);

  return (
    <aside className="surface course-info__facts" data-testid="course-info-facts">
      <dl className="course-info__fact-list">
        {rows.map((row) => (
          <div key={row.key} className="course-info__fact">
            <dt>{row.label}</dt>
            <dd data-testid={`course-info-${row.key}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div style={{ marginTop: 16 }}>{actions}</div>}
    </aside>
  );
}
