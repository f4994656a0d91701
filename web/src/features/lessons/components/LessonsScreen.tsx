import {
  type DictionaryKind,
  LESSON_SEARCH_PAGE_SIZE,
  type LessonSearchRow,
  nameInLanguage,
  PROGRAM_LANGUAGES,
  pageCount,
} from "@school/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AntdScope } from "../../../antd-scope/AntdScope";
import { Link } from "../../../ui/Link";
import { Button } from "../../../ui/lite/Button";
import { EyeIcon } from "../../../ui/lite/icons/EyeIcon";
import { FilterIcon } from "../../../ui/lite/icons/FilterIcon";
import { OrderedListIcon } from "../../../ui/lite/icons/OrderedListIcon";
import { PlusIcon } from "../../../ui/lite/icons/PlusIcon";
import { MultiSelect } from "../../../ui/lite/MultiSelect";
import { Pagination } from "../../../ui/lite/Pagination";
import { SearchInput } from "../../../ui/lite/SearchInput";
import { Skeleton } from "../../../ui/lite/Skeleton";
import { LoadFailedOnDemand } from "../../../ui/load-failed-on-demand";
import { preloadable } from "../../../ui/preloadable";
import { runtimeKey } from "../../../ui/runtime-key";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSearchParams } from "../../../ui/use-search-params";
import { useDictionaries } from "../../dictionaries";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import type { LessonFilters } from "../api/lessons.api";
import { useLessonSearch } from "../hooks/lessons.queries";
import { courseTitle } from "../lesson-text";
import { LessonMeta } from "./LessonMeta";
import "../lessons.css";
import "../texts";

/** One program's lessons to reorder, copy and delete: staff's, drawn with Ant Design, its code on first use. */
const ProgramLessonsEditor = preloadable(() =>
  import("./ProgramLessonsEditor").then((module) => module.ProgramLessonsEditor),
);

/** The filters of `all/` the bar offers, each with the dictionary naming its choices. */
const FILTERS = [
  { field: "tag", dictionary: "tag" },
  { field: "degree", dictionary: "degree" },
  { field: "university", dictionary: "univer" },
  { field: "speciality", dictionary: "spec" },
  { field: "city", dictionary: "city" },
  { field: "format_fil", dictionary: "format" },
] as const satisfies readonly { field: keyof LessonFilters; dictionary: DictionaryKind }[];

type FilterField = (typeof FILTERS)[number]["field"] | "lang";
type Update = (patch: Partial<Record<keyof LessonFilters, string | undefined>>) => void;

/**
 * Sections across the school's programs (`/lessons`): searchable, narrowed by the catalogue's program filters,
 * grouped by program, drawn with the app's light controls (issue 51). `?course=` opens one program's lessons, where
 * staff reorder, copy and delete them.
 */
export function LessonsScreen() {
  const [search, setSearch] = useSearchParams();
  const courseParam = Number(search.get("course"));
  if (Number.isInteger(courseParam) && courseParam > 0) {
    return (
      <AntdScope fallback={<Skeleton />}>
        <ProgramLessonsEditor courseId={courseParam} onBack={() => setSearch({})} />
      </AntdScope>
    );
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
  const isMobile = useIsMobile();
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
  const update: Update = (patch) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in patch)) next.delete("page");
    setSearch(next, { replace: true });
  };
  const lessons = useLessonSearch(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [...FILTERS.map(({ field }) => filters[field]), filters.lang].filter(Boolean).length;

  return (
    <div data-testid="lessons-screen">
      <div className="lessons-search">
        <SearchInput
          value={filters.q ?? ""}
          onSearch={(q) => update({ q: q || undefined })}
          label={t("lessons.list.search")}
          testId="lessons-search"
        />
      </div>
      {isMobile && (
        <Button
          icon={<FilterIcon />}
          aria-expanded={filtersOpen}
          aria-controls="lessons-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          className="lessons-filters-toggle"
          data-testid="lessons-filters-toggle"
        >
          {t("lessons.list.filtersToggle", { count: activeFilters })}
        </Button>
      )}
      <LessonFilterBar filters={filters} update={update} hidden={isMobile && !filtersOpen} />
      {lessons.isError && !lessons.data ? (
        <LoadFailedOnDemand error={lessons.error} onRetry={() => void lessons.refetch()} />
      ) : !lessons.data ? (
        <Skeleton />
      ) : (
        <LessonGroups rows={lessons.data.results} onOpenProgram={(id) => setSearch({ course: String(id) })} />
      )}
      {lessons.data && lessons.data.count > LESSON_SEARCH_PAGE_SIZE && (
        <div className="catalogue__pagination">
          <Pagination
            current={filters.page ?? 1}
            pageCount={pageCount(lessons.data.count, LESSON_SEARCH_PAGE_SIZE)}
            compact={isMobile}
            onChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
            testId="lessons-pagination"
          />
        </div>
      )}
    </div>
  );
}

/** The programs' filters, each a searchable multiple choice named by a label that only a screen reader reads. */
function LessonFilterBar({ filters, update, hidden }: { filters: LessonFilters; update: Update; hidden: boolean }) {
  const { t } = useTranslation();
  const { dictionaries } = useDictionaries();
  const idPrefix = useId();
  const fields: { field: FilterField; choices: { value: string; label: string }[] }[] = [
    ...FILTERS.map(({ field, dictionary }) => ({
      field,
      choices: dictionaries[dictionary].map((entry) => ({ value: String(entry.id), label: entry.name })),
    })),
    {
      field: "lang",
      choices: PROGRAM_LANGUAGES.map((code) => ({
        value: code,
        label: t(runtimeKey(`catalogue.languages.${code}`), { defaultValue: code }),
      })),
    },
  ];
  return (
    <div id="lessons-filters" className="lessons-filters" hidden={hidden}>
      {fields.map(({ field, choices }) => {
        const label = t(runtimeKey(`lessons.list.filters.${field}`));
        const labelId = `${idPrefix}-${field}`;
        return (
          <div key={field}>
            <span id={labelId} className="visually-hidden">
              {label}
            </span>
            <MultiSelect<string>
              value={filters[field]?.split(",") ?? []}
              onChange={(values) => update({ [field]: values.join(",") || undefined })}
              labelledBy={labelId}
              placeholder={label}
              emptyText={t("catalogue.filters.nothingFound")}
              testId={`lessons-filter-${field}`}
              options={choices.map((choice) => ({
                ...choice,
                testId: `lessons-filter-${field}-${choice.value}`,
              }))}
            />
          </div>
        );
      })}
    </div>
  );
}

/** The page's sections, a card per program (the list is ordered by program), each row a link to its lesson. */
function LessonGroups({ rows, onOpenProgram }: { rows: LessonSearchRow[]; onOpenProgram: (courseId: number) => void }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const isMobile = useIsMobile();
  const staff = useCan("lesson.manage");
  const groups = groupByProgram(rows);
  if (groups.length === 0) return <p className="lessons-muted">{t("lessons.list.empty")}</p>;
  return groups.map(({ course, rows: lessons }) => {
    const title = courseTitle(course, language);
    return (
      <section key={course.id} className="lessons-group" aria-label={title} data-testid="lessons-group">
        <header className="lessons-group__head">
          <h2 className="lessons-group__title">
            <Link to={`/course/view/${course.id}`} data-testid="lessons-group-title">
              {title}
            </Link>
          </h2>
          <span className="lessons-group__actions">
            <Button
              size="small"
              icon={<EyeIcon />}
              to={`/course/view/${course.id}`}
              aria-label={`${t("lessons.list.open")}: ${title}`}
            />
            <Button
              size="small"
              icon={<OrderedListIcon />}
              onClick={() => onOpenProgram(course.id)}
              aria-label={`${t("lessons.list.program")}: ${title}`}
              data-testid="lessons-group-program"
            >
              {isMobile ? undefined : t("lessons.list.program")}
            </Button>
            {staff && (
              <Button
                size="small"
                look="primary"
                icon={<PlusIcon />}
                to={`/course/${course.id}/lesson-add`}
                aria-label={`${t("lessons.add")}: ${title}`}
                data-testid="lessons-group-add"
              />
            )}
          </span>
        </header>
        <ul className="lessons-group__rows">
          {lessons.map((lesson) => (
            <li key={lesson.id} className="lessons-group__row" data-testid="lessons-row">
              <Link to={`/course/view/${course.id}/lesson/${lesson.id}`} className="lessons-group__lesson">
                {nameInLanguage(language, lesson)}
              </Link>
              <LessonMeta lesson={lesson} />
            </li>
          ))}
        </ul>
      </section>
    );
  });
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
