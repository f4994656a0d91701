import { CATALOG_PAGE_SIZE, pageCount } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../ui/lite/Button";
import { Pagination } from "../../../ui/lite/Pagination";
import { SearchInput } from "../../../ui/lite/SearchInput";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSearchParams } from "../../../ui/use-search-params";
import { useMyCoursesQuery } from "../hooks/use-my-courses.query";
import { CourseGrid } from "./CourseGrid";
import "../catalogue.css";
import { LoadFailedOnDemand } from "../../../ui/load-failed-on-demand";

const courseLink = (courseId: number) => `/my-course/info/${courseId}`;

/**
 * The caller's own programs as cards, searchable and paged (?q=&page=): the student's first screen, drawn with the
 * app's own light controls as the catalogue is (issue 51), without Ant Design's code.
 */
export function MyCoursesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const q = search.get("q") ?? "";
  const page = Math.max(1, Number(search.get("page")) || 1);
  const courses = useMyCoursesQuery({ q, page });

  return (
    <div data-testid="my-courses">
      <div className="catalogue__search">
        <SearchInput
          value={q}
          onSearch={(next) => setSearch(next ? { q: next } : {}, { replace: true })}
          label={t("catalogue.searchPlaceholder")}
          testId="my-courses-search"
        />
      </div>
      {courses.isError && !courses.data ? (
        <LoadFailedOnDemand error={courses.error} onRetry={() => void courses.refetch()} />
      ) : (
        <CourseGrid
          courses={courses.data?.results}
          loading={courses.isFetching}
          linkFor={courseLink}
          empty={
            <>
              <div>{q ? t("catalogue.empty") : t("myCourses.empty")}</div>
              <Button look="link" onClick={() => navigate("/catalog")} data-testid="my-courses-to-catalog">
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
            pageCount={pageCount(courses.data.count, CATALOG_PAGE_SIZE)}
            compact={isMobile}
            onChange={(next) => setSearch({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) })}
            testId="my-courses-pagination"
          />
        </div>
      )}
    </div>
  );
}
