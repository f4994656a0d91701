import { type CatalogFacets, type CatalogMaxPrice, PROGRAM_LANGUAGES } from "@school/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount } from "../../../ui/format";
import { Button } from "../../../ui/lite/Button";
import { ClearIcon } from "../../../ui/lite/icons/ClearIcon";
import { MultiSelect } from "../../../ui/lite/MultiSelect";
import { SkeletonBar } from "../../../ui/lite/Skeleton";
import { Switch } from "../../../ui/lite/Switch";
import { runtimeKey } from "../../../ui/runtime-key";
import type { Dictionaries } from "../../dictionaries";
import { useUiLanguage } from "../../language";
import { FACETS, type FacetKey, FILTER_ROWS, type CatalogFilters as Filters } from "../catalog-filters";
import type { FiltersPatch } from "../hooks/use-catalog-filters";
import { FacetSelect } from "./FacetSelect";
import { FacetTags } from "./FacetTags";
import { facetOptions } from "./facet-options";
import { RangeFilter } from "./RangeFilter";

/**
 * The four rows of filter tags, then language, money ranges and open rounds; `firstRowOnly` keeps the first row
 * (country and city), so a laptop's first screen reaches the programs.
 */
export function CatalogFilters({
  id,
  firstRowOnly = false,
  filters,
  facets,
  dictionaries,
  maxPrice,
  onChange,
  onReset,
}: {
  id?: string;
  firstRowOnly?: boolean;
  filters: Filters;
  maxPrice: CatalogMaxPrice | undefined;
  facets: CatalogFacets | undefined;
  dictionaries: Dictionaries | null;
  onChange: (patch: FiltersPatch) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  // Every group's heading names its controls (WCAG 1.3.1, 4.1.2): a fieldset's legend, or the label a select points
  // to; ids stay unique if the panel is drawn twice.
  const idPrefix = useId();
  const labelId = (group: string) => `${idPrefix}-${group}`;
  const hint = (amount: number | undefined) => (amount ? formatAmount(amount, language) : undefined);

  const group = (facet: FacetKey) => {
    const selected = filters.facets[facet];
    const options = facetOptions({
      entries: dictionaries?.[FACETS[facet].dictionary] ?? [],
      counts: facets?.[facet],
      selected,
    });
    const setIds = (ids: number[]) => onChange({ facets: { [facet]: ids } });
    return (
      <fieldset className="catalog-filters__group" key={facet}>
        <legend className="catalog-filters__label" id={labelId(facet)}>
          {t(runtimeKey(`catalogue.facets.${facet}`))}
        </legend>
        {!facets || !dictionaries ? (
          <SkeletonBar />
        ) : FACETS[facet].long ? (
          <FacetSelect facet={facet} options={options} onChange={setIds} labelledBy={labelId(facet)} />
        ) : (
          <FacetTags
            facet={facet}
            options={options}
            onToggle={(id, checked) => setIds(checked ? [...selected, id] : selected.filter((item) => item !== id))}
          />
        )}
      </fieldset>
    );
  };

  return (
    <div id={id} className="catalog-filters" data-testid="catalog-filters">
      {(firstRowOnly ? FILTER_ROWS.slice(0, 1) : FILTER_ROWS).map((row, index) => (
        <div className="catalog-filters__row" key={row.join("-")} data-testid={`filter-row-${index + 1}`}>
          {row.map(group)}
        </div>
      ))}
      <div className="catalog-filters__row catalog-filters__row--extra" hidden={firstRowOnly}>
        <div className="catalog-filters__group">
          <div className="catalog-filters__label" id={labelId("lang")}>
            {t("catalogue.filters.language")}
          </div>
          <MultiSelect<string>
            labelledBy={labelId("lang")}
            value={filters.lang}
            onChange={(lang) => onChange({ lang })}
            placeholder={t("catalogue.filters.anyLanguage")}
            emptyText={t("catalogue.filters.nothingFound")}
            testId="filter-language"
            options={PROGRAM_LANGUAGES.map((code) => ({
              value: code,
              label: t(runtimeKey(`catalogue.languages.${code}`)),
              testId: `filter-language-${code}`,
            }))}
          />
        </div>
        <fieldset className="catalog-filters__group">
          <legend className="catalog-filters__label">{t("catalogue.filters.fee")}</legend>
          <RangeFilter
            key={`${filters.ranges.cost_min}-${filters.ranges.cost_max}`}
            value={{ min: filters.ranges.cost_min, max: filters.ranges.cost_max }}
            onChange={({ min, max }) => onChange({ ranges: { cost_min: min, cost_max: max } })}
            testId="filter-fee"
            upperHint={hint(maxPrice?.max_cost)}
          />
        </fieldset>
        <fieldset className="catalog-filters__group">
          <legend className="catalog-filters__label">{t("catalogue.filters.tuition")}</legend>
          <RangeFilter
            key={`${filters.ranges.price_min}-${filters.ranges.price_max}`}
            value={{ min: filters.ranges.price_min, max: filters.ranges.price_max }}
            onChange={({ min, max }) => onChange({ ranges: { price_min: min, price_max: max } })}
            testId="filter-tuition"
            upperHint={hint(maxPrice?.max_price)}
          />
        </fieldset>
        <div className="catalog-filters__group catalog-filters__group--switch">
          <span className="catalog-filters__switch">
            <Switch
              id={`${idPrefix}-open-now`}
              checked={filters.isOpen}
              onChange={(isOpen) => onChange({ isOpen })}
              data-testid="filter-is-open"
              size="small"
            />
            <label htmlFor={`${idPrefix}-open-now`}>{t("catalogue.filters.openNow")}</label>
          </span>
          <Button icon={<ClearIcon />} onClick={onReset} data-testid="filter-reset">
            {t("catalogue.filters.reset")}
          </Button>
        </div>
      </div>
    </div>
  );
}
