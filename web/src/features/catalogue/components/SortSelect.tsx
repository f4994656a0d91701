import { CATALOG_SORTS, type CatalogSort } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";

/**
 * The catalogue's order, as the browser's own select: five fixed choices need no searchable dropdown, and Ant
 * Design's Select (with its popup machinery) would be a large share of a phone's first download.
 */
export function SortSelect({
  value,
  onChange,
  showLabel,
}: {
  value: CatalogSort;
  onChange: (sort: CatalogSort) => void;
  showLabel: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="catalogue__sort">
      <span className={showLabel ? undefined : "visually-hidden"}>{t("catalogue.sortLabel")}</span>
      <select
        name="sort"
        value={value}
        onChange={(event) => onChange(event.target.value as CatalogSort)}
        data-testid="catalog-sort"
      >
        {CATALOG_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(runtimeKey(`catalogue.sort.${sort}`))}
          </option>
        ))}
      </select>
    </label>
  );
}
