import { useTranslation } from "react-i18next";
import { CheckableTag } from "../../../ui/lite/Tag";
import type { FacetKey } from "../catalog-filters";
import { type FacetOption, isOffered } from "./facet-options";

/** A short dictionary as toggle tags with their counts; choices with no programs are not shown. */
export function FacetTags({
  facet,
  options,
  onToggle,
}: {
  facet: FacetKey;
  options: readonly FacetOption[];
  onToggle: (id: number, checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const offered = options.filter(isOffered);
  if (offered.length === 0) {
    return <span className="catalog-filters__nothing">{t("catalogue.filters.nothing")}</span>;
  }
  return (
    <div className="facet-tags">
      {offered.map((option) => (
        <CheckableTag
          key={option.id}
          checked={option.selected}
          onChange={(checked) => onToggle(option.id, checked)}
          className="facet-tag"
          data-testid={`filter-${facet}-${option.id}`}
          data-count={option.count}
        >
          {option.name} <span className="facet-tag__count">{option.count}</span>
        </CheckableTag>
      ))}
    </div>
  );
}
