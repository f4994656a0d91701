import { EyeOutlined, FilterOutlined, OrderedListOutlined, PlusOutlined, SearchOutlined } from "@ant-design/icons";
import {
  type DictionaryKind,
  LESSON_SEARCH_PAGE_SIZE,
  type LessonSearchRow,
  nameInLanguage,
  PROGRAM_LANGUAGES,
  pagedTotal,
} from "@school/contracts";
import { Button, Card, Input, List, Pagination, Select, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Link } from "../../../ui/Link";
import { LoadFailed } from "../../../ui/LoadFailed";
import { runtimeKey } from "../../../ui/runtime-key";
import { useDebouncedSearch } from "../../../ui/use-debounced-search";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSearchParams } from "../../../ui/use-search-params";
import { useDictionaries } from "../../dictionaries";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import type { LessonFilters } from "../api/lessons.api";
import { useLessonSearch } from "../hooks/lessons.queries";
import { courseTitle } from "../lesson-text";
import { LessonMeta } from "./LessonMeta";
import { ProgramLessonsEditor } from "./ProgramLessonsEditor";
import "../lessons.css";
import { useClearable } from "../../../ui/use-clearable";

/** The filters of `all/` the bar offers, each with the dictionary naming its choices. */
const FILTERS = [
  { field: "tag", dictionary: "tag" },
  { field: "degree", dictionary: "degree" },
  { field: "university", dictionary: "univer" },
  { field: "speciality", dictionary: "spec" },
  { field: "city", dictionary: "city" },
  { field: "format_fil", dictionary: "format" },
] as const satisfies readonly { field: keyof LessonFilters; dictionary: DictionaryKind }[];

/**
 * Sections across the school's programs (`/lessons`): searchable, narrowed by the catalogue's program filters,
 * grouped by program. `?course=` opens one program's lessons, where staff reorder, copy and delete them.
 */
export function LessonsScreen() {
  const [search, setSearch] = useSearchParams();
  const courseParam = Number(search.get("course"));
  if (Number.isInteger(courseParam) && courseParam > 0) {
    return <ProgramLessonsEditor courseId={courseParam} onBack={() => setSearch({})} />;
  }
  return <AllLessons search={search} setSearch={setSearch} />;
}

function AllLessons({
  search,
  setSearch,
}: {
  search: URLSearchParams;
  setSearch: ReturnType<typeof useSearchParams>[1];
}) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const staff = useCan("lesson.manage");
  const { dictionaries } = useDictionaries();
  const filters: LessonFilters = {
    q: search.get("q") ?? undefined,
    tag: search.get("tag") ?? undefined,
    degree: search.get("degree") ?? undefined,
    university: search.get("university") ?? undefined,
    speciality: search.get("speciality") ?? undefined,
    city: search.get("city") ?? undefined,
    format_fil: search.get("format_fil") ?? undefined,
    lang: search.get("lang") ?? undefined,
    page: Math.max(1, Number(search.get("page")) || 1),
  };
  const update = (patch: Partial<Record<keyof LessonFilters, string | undefined>>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in patch)) next.delete("page");
    setSearch(next, { replace: true });
  };
  const [text, setText] = useDebouncedSearch(filters.q ?? "", (q) => update({ q: q || undefined }));
  const lessons = useLessonSearch(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [...FILTERS.map(({ field }) => filters[field]), filters.lang].filter(Boolean).length;
  const groups = groupByProgram(lessons.data?.results ?? []);

  return (
    <div data-testid="lessons-screen">
      <Input
        allowClear={clearable}
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t("lessons.list.search")}
        aria-label={t("lessons.list.search")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ marginBottom: 12 }}
        data-testid="lessons-search"
      />
      {isMobile && (
        <Button
          icon={<FilterOutlined />}
          aria-expanded={filtersOpen}
          aria-controls="lessons-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          style={{ marginBottom: 12 }}
          data-testid="lessons-filters-toggle"
        >
          {t("lessons.list.filtersToggle", { count: activeFilters })}
        </Button>
      )}
      <div id="lessons-filters" className="lessons-filters" hidden={isMobile && !filtersOpen}>
        {FILTERS.map(({ field, dictionary }) => (
          <Select<number[]>
            key={field}
            mode="multiple"
            allowClear={clearable}
            maxTagCount="responsive"
            aria-label={t(runtimeKey(`lessons.list.filters.${field}`))}
            placeholder={t(runtimeKey(`lessons.list.filters.${field}`))}
            value={filters[field]?.split(",").map(Number) ?? []}
            onChange={(ids) => update({ [field]: ids.join(",") || undefined })}
            showSearch={{ optionFilterProp: "label" }}
            options={dictionaries[dictionary].map((entry) => ({ value: entry.id, label: entry.name }))}
            data-testid={`lessons-filter-${field}`}
          />
        ))}
        <Select<string[]>
          mode="multiple"
          allowClear={clearable}
          maxTagCount="responsive"
          aria-label={t("lessons.list.filters.lang")}
          placeholder={t("lessons.list.filters.lang")}
          value={filters.lang?.split(",") ?? []}
          onChange={(codes) => update({ lang: codes.join(",") || undefined })}
          options={PROGRAM_LANGUAGES.map((code) => ({
            value: code,
            label: t(runtimeKey(`catalogue.languages.${code}`), { defaultValue: code }),
          }))}
          data-testid="lessons-filter-lang"
        />
      </div>
      {lessons.isError && !lessons.data ? (
        <LoadFailed error={lessons.error} onRetry={() => void lessons.refetch()} />
      ) : !lessons.data ? (
        <Skeleton active />
      ) : groups.length === 0 ? (
        <Typography.Paragraph className="lessons-muted">{t("lessons.list.empty")}</Typography.Paragraph>
      ) : (
        groups.map(({ course, rows }) => (
          <Card
            key={course.id}
            className="lessons-group"
            size="small"
            title={
              <Link to={`/course/view/${course.id}`} data-testid="lessons-group-title">
                {courseTitle(course, language)}
              </Link>
            }
            extra={
              <span style={{ display: "inline-flex", gap: 4, flexWrap: "wrap" }}>
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  onClick={() => navigate(`/course/view/${course.id}`)}
                  aria-label={`${t("lessons.list.open")}: ${courseTitle(course, language)}`}
                />
                <Button
                  size="small"
                  icon={<OrderedListOutlined />}
                  onClick={() => setSearch({ course: String(course.id) })}
                  data-testid="lessons-group-program"
                >
                  {isMobile ? null : t("lessons.list.program")}
                </Button>
                {staff && (
                  <Button
                    size="small"
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={() => navigate(`/course/${course.id}/lesson-add`)}
                    aria-label={`${t("lessons.add")}: ${courseTitle(course, language)}`}
                    data-testid="lessons-group-add"
                  />
                )}
              </span>
            }
            data-testid="lessons-group"
          >
            <List
              dataSource={rows}
              renderItem={(lesson) => (
                <List.Item data-testid="lessons-row">
                  <List.Item.Meta
                    title={
                      <Link to={`/course/view/${course.id}/lesson/${lesson.id}`}>
                        {nameInLanguage(language, lesson)}
                      </Link>
                    }
                    description={<LessonMeta lesson={lesson} />}
                  />
                </List.Item>
              )}
            />
          </Card>
        ))
      )}
      {lessons.data && lessons.data.count > LESSON_SEARCH_PAGE_SIZE && (
        <div className="catalogue__pagination">
          <Pagination
            current={filters.page}
            pageSize={LESSON_SEARCH_PAGE_SIZE}
            total={pagedTotal(lessons.data.count, LESSON_SEARCH_PAGE_SIZE)}
            showSizeChanger={false}
            simple={isMobile}
            onChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
          />
        </div>
      )}
    </div>
  );
}

/** Consecutive rows of one program (the list is ordered by program) as one group. */
function groupByProgram(rows: LessonSearchRow[]) {
  const groups: { course: LessonSearchRow["course"]; rows: LessonSearchRow[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.course.id === row.course.id) last.rows.push(row);
    else groups.push({ course: row.course, rows: [row] });
  }
  return groups;
}
