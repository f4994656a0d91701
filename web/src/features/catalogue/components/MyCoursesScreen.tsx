import { SearchOutlined } from "@ant-design/icons";
import { CATALOG_PAGE_SIZE, pagedTotal } from "@school/contracts";
import { Button, Input, Pagination } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LoadFailed } from "../../../ui/LoadFailed";
import { useDebouncedSearch } from "../../../ui/use-debounced-search";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSearchParams } from "../../../ui/use-search-params";
import { useMyCoursesQuery } from "../hooks/use-my-courses.query";
import { CourseGrid } from "./CourseGrid";
import "../catalogue.css";
import { useClearable } from "../../../ui/use-clearable";

const courseLink = (courseId: number) => `/my-course/info/${courseId}`;

/** The caller's own programs as cards, searchable and paged (?q=&page=). */
export function MyCoursesScreen() {
  const { t } = useTranslation();
  const clearable = useClearable();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const q = search.get("q") ?? "";
  const page = Math.max(1, Number(search.get("page")) || 1);
  const [text, setText] = useDebouncedSearch(q, (next) => setSearch(next ? { q: next } : {}, { replace: true }));
  const courses = useMyCoursesQuery({ q, page });

  return (
    <div data-testid="my-courses">
      <Input
        allowClear={clearable}
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t("catalogue.searchPlaceholder")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ marginBottom: 16 }}
        data-testid="my-courses-search"
      />
      {courses.isError && !courses.data ? (
        <LoadFailed error={courses.error} onRetry={() => void courses.refetch()} />
      ) : (
        <CourseGrid
          courses={courses.data?.results}
          loading={courses.isFetching}
          linkFor={courseLink}
          empty={
            <>
              <div>{q ? t("catalogue.empty") : t("myCourses.empty")}</div>
              <Button type="link" onClick={() => navigate("/catalog")} data-testid="my-courses-to-catalog">
                {t("myCourses.toCatalog")}
              </Button>
            </>
          }
        />
      )}
      {courses.data && courses.data.count > CATALOG_PAGE_SIZE && (
        <div className="catalogue__pagination">
          <Pagination
            current={page}
            pageSize={CATALOG_PAGE_SIZE}
            total={pagedTotal(courses.data.count, CATALOG_PAGE_SIZE)}
            showSizeChanger={false}
            simple={isMobile}
            onChange={(next) => setSearch({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) })}
          />
        </div>
      )}
    </div>
  );
}
