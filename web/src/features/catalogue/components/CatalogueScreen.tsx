import { FilterOutlined } from "@ant-design/icons";
import { CATALOG_PAGE_SIZE, CATALOG_SORTS, pagedTotal } from "@school/contracts";
import { Badge, Button, Drawer, Pagination, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import { useDictionaries } from "../../dictionaries/hooks/use-dictionaries.query";
import { useIsMobile } from "../../shell/hooks/use-is-mobile";
import { countActiveFilters } from "../catalog-filters";
import { useCatalogQuery, useMaxPriceQuery } from "../hooks/use-catalog.query";
import { useCatalogFilters } from "../hooks/use-catalog-filters";
import { CatalogFilters } from "./CatalogFilters";
import { CatalogSearch } from "./CatalogSearch";
import { CourseGrid } from "./CourseGrid";
import { LoadFailed } from "./LoadFailed";
import "../catalogue.css";

/**
 * The program catalogue, for guests (by the school's domain) and for signed-in users (their school): search,
 * the four rows of filter tags with counts, sort, cards and pages. Below 993 px the filters open in a drawer.
 */
export function CatalogueScreen({ linkFor }: { linkFor: (courseId: number) => string }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { filters, update, reset, ready } = useCatalogFilters();
  const { dictionaries, isPending: dictionariesPending } = useDictionaries();
  const catalog = useCatalogQuery(filters, { enabled: ready });
  const maxPrice = useMaxPriceQuery();
  const page = catalog.data;
  const activeCount = countActiveFilters(filters);

  const filterPanel = (
    <CatalogFilters
      filters={filters}
      facets={page?.facets}
      dictionaries={dictionariesPending ? null : dictionaries}
      maxPrice={maxPrice.data}
      onChange={update}
      onReset={reset}
    />
  );

  return (
    <div className="catalogue" data-testid="catalogue">
      <div className="catalogue__search">
        <CatalogSearch value={filters.q} onSearch={(q) => update({ q })} />
      </div>
      {!isMobile && <div className="surface catalogue__filters">{filterPanel}</div>}
      <div className="catalogue__toolbar">
        {isMobile && (
          <Badge count={activeCount} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setDrawerOpen(true)} data-testid="catalog-filters-open">
              {t("catalogue.filters.title")}
            </Button>
          </Badge>
        )}
        <Typography.Text type="secondary" data-testid="catalog-count">
          {page ? t("catalogue.found", { count: page.count }) : "\u00a0"}
        </Typography.Text>
        <div className="app-header__spacer" />
        <Select
          value={filters.sort}
          onChange={(sort) => update({ sort })}
          options={CATALOG_SORTS.map((sort) => ({ value: sort, label: t(runtimeKey(`catalogue.sort.${sort}`)) }))}
          aria-label={t("catalogue.sortLabel")}
          prefix={isMobile ? undefined : t("catalogue.sortLabel")}
          popupMatchSelectWidth={false}
          data-testid="catalog-sort"
        />
      </div>
      {catalog.isError && !page ? (
        <LoadFailed error={catalog.error} onRetry={() => void catalog.refetch()} />
      ) : (
        <CourseGrid
          courses={page?.results}
          loading={!ready || catalog.isFetching}
          linkFor={linkFor}
          empty={
            <>
              <div>{t("catalogue.empty")}</div>
              {(activeCount > 0 || filters.q !== "") && (
                <Button type="link" onClick={reset} data-testid="catalog-empty-reset">
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
            pageSize={CATALOG_PAGE_SIZE}
            total={pagedTotal(page.count, CATALOG_PAGE_SIZE)}
            showSizeChanger={false}
            simple={isMobile}
            onChange={(nextPage) => {
              update({ page: nextPage });
              window.scrollTo({ top: 0, behavior: "smooth" });
            }}
            data-testid="catalog-pagination"
          />
        </div>
      )}
      {isMobile && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="bottom"
          size="85%"
          title={t("catalogue.filters.title")}
          extra={
            <Button type="primary" onClick={() => setDrawerOpen(false)} data-testid="catalog-filters-apply">
              {page ? t("catalogue.showResults", { count: page.count }) : t("catalogue.filters.close")}
            </Button>
          }
        >
          <div data-testid="catalog-filters-drawer">{filterPanel}</div>
        </Drawer>
      )}
    </div>
  );
}
