import { CATALOG_PAGE_SIZE, type CourseCard as CourseCardData, pageCount } from "@school/contracts";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { Drawer } from "../../../ui/lite/Drawer";
import { FilterIcon } from "../../../ui/lite/icons/FilterIcon";
import { Pagination } from "../../../ui/lite/Pagination";
import { SearchInput } from "../../../ui/lite/SearchInput";
import { isMobileNow, useIsMobile } from "../../../ui/use-is-mobile";
import { useDictionaries } from "../../dictionaries";
import { countActiveFilters, countFiltersBeyondFirstRow } from "../catalog-filters";
import { useCatalogQuery, useMaxPriceQuery } from "../hooks/use-catalog.query";
import { useCatalogFilters } from "../hooks/use-catalog-filters";
import { CourseGrid } from "./CourseGrid";
import { SortSelect } from "./SortSelect";
import "../catalogue.css";
import { LoadFailedOnDemand } from "../../../ui/load-failed-on-demand";

// Parts a first look does not need come in chunks of their own: the filter panel (in a bottom sheet on phones),
// the sheet itself, the failure notice.
const loadFilters = () => import("./CatalogFilters").then((module) => ({ default: module.CatalogFilters }));
const CatalogFilters = lazy(loadFilters);
// Wide screens show the panel at once: its chunk starts downloading with this one.
if (!isMobileNow()) void loadFilters();

/**
 * The program catalogue, for guests (by the school's domain) and for signed-in users (their school): search,
 * the four rows of filter tags with counts, sort, cards and pages. Below 993 px the filters open in a sheet from the
 * bottom of the screen.
 */
export function CatalogueScreen({
  linkFor,
  footer,
}: {
  linkFor: (courseId: number) => string;
  /** What each card ends with: the page hands in the checkout's Buy, so the catalogue knows nothing of buying. */
  footer: (course: CourseCardData, paid: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A desktop shows the first row of filters and the rest when asked, or at once when one of them is set: the full
  // panel pushed the first programs below a 1366 × 900 laptop's screen.
  const [moreAsked, setMoreAsked] = useState(false);
  const panelId = useId();
  const { filters, update, reset, ready } = useCatalogFilters();
  const { dictionaries, isPending: dictionariesPending } = useDictionaries();
  const catalog = useCatalogQuery(filters, { enabled: ready });
  const maxPrice = useMaxPriceQuery();
  const page = catalog.data;
  const activeCount = countActiveFilters(filters);
  const beyondFirstRow = countFiltersBeyondFirstRow(filters);
  const showAll = moreAsked || beyondFirstRow > 0;

  const filterPanel = (firstRowOnly: boolean) => (
    <Suspense fallback={<div className="catalogue__filters-loading" />}>
      <CatalogFilters
        id={panelId}
        firstRowOnly={firstRowOnly}
        filters={filters}
        facets={page?.facets}
        dictionaries={dictionariesPending ? null : dictionaries}
        maxPrice={maxPrice.data}
        onChange={update}
        onReset={reset}
      />
    </Suspense>
  );

  return (
    <div className="catalogue" data-testid="catalogue">
      <div className="catalogue__search">
        <SearchInput
          value={filters.q}
          onSearch={(q) => update({ q })}
          label={t("catalogue.searchPlaceholder")}
          testId="catalog-search"
        />
      </div>
      {!isMobile && <div className="surface catalogue__filters">{filterPanel(!showAll)}</div>}
      <div className="catalogue__toolbar">
        {isMobile && (
          <Button
            icon={<FilterIcon />}
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen(true)}
            data-testid="catalog-filters-open"
          >
            {t("catalogue.filters.title")}
            {activeCount > 0 && <span className="lite-count">{activeCount}</span>}
          </Button>
        )}
        {!isMobile && beyondFirstRow === 0 && (
          <Button
            icon={<FilterIcon />}
            aria-expanded={moreAsked}
            aria-controls={panelId}
            onClick={() => setMoreAsked(!moreAsked)}
            data-testid="catalog-filters-more"
          >
            {t(moreAsked ? "catalogue.filters.fewer" : "catalogue.filters.more")}
          </Button>
        )}
        <span className="catalogue__count" data-testid="catalog-count">
          {page ? t("catalogue.found", { count: page.count }) : "\u00a0"}
        </span>
        <div className="app-header__spacer" />
        <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} showLabel={!isMobile} />
      </div>
      {catalog.isError && !page ? (
        <Suspense fallback={null}>
          <LoadFailedOnDemand error={catalog.error} onRetry={() => void catalog.refetch()} />
        </Suspense>
      ) : (
        <CourseGrid
          courses={page?.results}
          loading={!ready || catalog.isFetching}
          linkFor={linkFor}
          footer={footer}
          empty={
            <>
              <div>{t("catalogue.empty")}</div>
              {(activeCount > 0 || filters.q !== "") && (
                <Button look="link" onClick={reset} data-testid="catalog-empty-reset">
                  {t("catalogue.filters.reset")}
                </Button>
              )}
            </>
          }
        />
      )}
      {page && page.count > CATALOG_PAGE_SIZE && (
        <div className="catalogue__pagination">
          <Pagination
            current={filters.page}
            pageCount={pageCount(page.count, CATALOG_PAGE_SIZE)}
            compact={isMobile}
            onChange={(nextPage) => {
              update({ page: nextPage });
              window.scrollTo({ top: 0, behavior: "smooth" });
            }}
            testId="catalog-pagination"
          />
        </div>
      )}
      {isMobile && drawerOpen && (
        <Drawer
          open
          placement="bottom"
          onClose={() => setDrawerOpen(false)}
          title={t("catalogue.filters.title")}
          extra={
            <Button look="primary" onClick={() => setDrawerOpen(false)} data-testid="catalog-filters-apply">
              {page ? t("catalogue.showResults", { count: page.count }) : t("catalogue.filters.close")}
            </Button>
          }
        >
          <div data-testid="catalog-filters-drawer">{filterPanel(false)}</div>
        </Drawer>
      )}
    </div>
  );
}
