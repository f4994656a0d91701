import {
  type CatalogCourseDetail,
  EDUCATION_DEGREES,
  type EducationSearchQuery,
  type EligibleStudent,
  KNOWN_LANGUAGES,
  LANGUAGE_LEVELS,
  type LanguageSearchQuery,
  pagedTotal,
  REQUIREMENT_CERTIFICATES,
  STUDENT_PROFILE_PAGE_SIZE,
  type StudentEducation,
  type StudentLanguage,
} from "@school/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card, Select, Table, type TableColumnsType, type TableProps, Tag } from "antd";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { Segmented } from "../../../ui/Segmented";
import { fetchEligibleStudents, fetchStudentEducations, fetchStudentLanguages } from "../api/student-matching.api";
import "../student-matching.css";
import { personName } from "../../../ui/person-name";
import { useClearable } from "../../../ui/use-clearable";
import { studentMatchingKeys } from "../student-matching.keys";

type MatchingView = "education" | "language" | "qualified";

/**
 * Students of the school who meet the program's requirements, starting from what the program asks for: its
 * education degree, and its first required certificate. Staff and teachers narrow or widen the search from there.
 * A segmented switch rather than tabs, as the grading card's: at a phone's width tabs fold into a menu inside the
 * tab list, which screen readers cannot read as a list of tabs.
 */
export function MatchingStudentsCard({ course }: { course: CatalogCourseDetail }) {
  const { t } = useTranslation();
  const [view, setView] = useState<MatchingView>("education");
  return (
    <Card className="course-info__section" title={t("matching.title")} data-testid="matching-students">
      <Segmented
        aria-label={t("matching.view")}
        block
        className="matching-students__views"
        value={view}
        onChange={(value) => setView(value as MatchingView)}
        options={[
          { value: "education", label: t("matching.byEducation") },
          { value: "language", label: t("matching.byLanguage") },
          { value: "qualified", label: t("matching.qualified") },
        ]}
      />
      {view === "education" ? (
        <EducationMatches course={course} />
      ) : view === "language" ? (
        <LanguageMatches course={course} />
      ) : (
        <QualifiedStudents courseId={course.id} />
      )}
    </Card>
  );
}

/** Everyone who meets every requirement of the program at once, by the one eligibility rule. */
function QualifiedStudents({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const result = useQuery({
    queryKey: studentMatchingKeys.qualified(courseId, page),
    queryFn: ({ signal }) => fetchEligibleStudents({ courseId, page, signal }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<EligibleStudent> = [
    { key: "student", title: t("matching.student"), render: (_, row) => personName(row) },
    { key: "email", title: "E-mail", dataIndex: "email" },
  ];
  return (
    <ScrollRegion label={t("matching.qualified")}>
      <Table
        columns={columns}
        {...pagedTable({ t, result, page, onPage: setPage })}
        data-testid="matching-qualified-table"
      />
    </ScrollRegion>
  );
}

function EducationMatches({ course }: { course: CatalogCourseDetail }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const required = EDUCATION_DEGREES.find((degree) => degree === course.requirement_degree);
  const [query, setQuery] = useState<Partial<EducationSearchQuery>>({ page: 1, degree: required });
  const result = useQuery({
    queryKey: studentMatchingKeys.education(query),
    queryFn: ({ signal }) => fetchStudentEducations({ query, signal }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<StudentEducation> = [
    { key: "student", title: t("matching.student"), render: (_, row) => personName(row.user) },
    {
      key: "degree",
      title: t("matching.degree"),
      render: (_, row) => t(runtimeKey(`catalogue.educationDegrees.${row.degree}`)),
    },
    { key: "profession", title: t("matching.profession"), dataIndex: "profession_name" },
    { key: "years", title: t("matching.years"), render: (_, row) => `${row.start}–${row.end ?? "…"}` },
  ];
  return (
    <>
      <Select
        allowClear={clearable}
        style={{ minWidth: 220, marginBottom: 12 }}
        placeholder={t("matching.anyDegree")}
        aria-label={t("matching.degree")}
        value={query.degree}
        onChange={(degree) => setQuery({ page: 1, degree })}
        options={EDUCATION_DEGREES.map((degree) => ({
          value: degree,
          label: t(runtimeKey(`catalogue.educationDegrees.${degree}`)),
        }))}
        data-testid="matching-degree"
      />
      <ScrollRegion label={t("matching.byEducation")}>
        <Table
          columns={columns}
          {...pagedTable({ t, result, page: query.page, onPage: (page) => setQuery({ ...query, page }) })}
          data-testid="matching-education-table"
        />
      </ScrollRegion>
    </>
  );
}

function LanguageMatches({ course }: { course: CatalogCourseDetail }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const firstRequired = course.requirement_certificates[0]?.certificate;
  const certificate = REQUIREMENT_CERTIFICATES.find((name) => name === firstRequired);
  const [query, setQuery] = useState<Partial<LanguageSearchQuery>>({ page: 1, certificate });
  const result = useQuery({
    queryKey: studentMatchingKeys.language(query),
    queryFn: ({ signal }) => fetchStudentLanguages({ query, signal }),
    placeholderData: keepPreviousData,
  });
  const change = (patch: Partial<LanguageSearchQuery>) => setQuery({ ...query, ...patch, page: 1 });
  const columns: TableColumnsType<StudentLanguage> = [
    { key: "student", title: t("matching.student"), render: (_, row) => personName(row.user) },
    {
      key: "language",
      title: t("matching.language"),
      render: (_, row) => `${t(runtimeKey(`catalogue.languages.${row.language}`))} ${row.level}`,
    },
    {
      key: "certificates",
      title: t("matching.certificates"),
      render: (_, row) =>
        row.certificates.map((held) => (
          <Tag key={held.name} bordered={false}>
            {held.total_score === null ? held.name : `${held.name} ${held.total_score}`}
          </Tag>
        )),
    },
  ];
  return (
    <>
      <div className="matching__filters">
        <Select
          allowClear={clearable}
          placeholder={t("matching.anyLanguage")}
          aria-label={t("matching.language")}
          value={query.language}
          onChange={(language) => change({ language })}
          options={KNOWN_LANGUAGES.map((code) => ({
            value: code,
            label: t(runtimeKey(`catalogue.languages.${code}`)),
          }))}
          data-testid="matching-language"
        />
        <Select
          allowClear={clearable}
          placeholder={t("matching.minLevel")}
          aria-label={t("matching.level")}
          value={query.level}
          onChange={(level) => change({ level })}
          options={LANGUAGE_LEVELS.map((level) => ({ value: level, label: t("matching.levelAtLeast", { level }) }))}
          data-testid="matching-level"
        />
        <Select
          allowClear={clearable}
          showSearch
          placeholder={t("matching.anyCertificate")}
          aria-label={t("matching.certificates")}
          value={query.certificate}
          onChange={(name) => change({ certificate: name })}
          options={REQUIREMENT_CERTIFICATES.map((name) => ({ value: name, label: name }))}
          data-testid="matching-certificate"
        />
      </div>
      <ScrollRegion label={t("matching.byLanguage")}>
        <Table
          columns={columns}
          {...pagedTable({ t, result, page: query.page, onPage: (page) => setQuery({ ...query, page }) })}
          data-testid="matching-language-table"
        />
      </ScrollRegion>
    </>
  );
}

/** One server page in an antd table: rows, total, the loading state and the shared empty text. */
function pagedTable<Row>(input: {
  t: TFunction;
  result: { data?: { count: number; results: Row[] }; isFetching: boolean };
  page: number | undefined;
  onPage: (page: number) => void;
}): TableProps<Row> {
  return {
    rowKey: "id",
    size: "small",
    loading: input.result.isFetching,
    dataSource: input.result.data?.results ?? [],
    locale: { emptyText: input.t("matching.empty") },
    pagination: {
      current: input.page ?? 1,
      pageSize: STUDENT_PROFILE_PAGE_SIZE,
      total: pagedTotal(input.result.data?.count ?? 0, STUDENT_PROFILE_PAGE_SIZE),
      showSizeChanger: false,
      hideOnSinglePage: true,
      onChange: input.onPage,
    },
  };
}
