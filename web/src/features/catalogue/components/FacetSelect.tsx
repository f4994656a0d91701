import { useTranslation } from "react-i18next";
import { MultiSelect } from "../../../ui/lite/MultiSelect";
import { runtimeKey } from "../../../ui/runtime-key";
import type { FacetKey } from "../catalog-filters";
import type { FacetOption } from "./facet-options";

/**
 * The searchable dropdown selector of the spec for long dictionaries: typing filters the names; choices with no
 * programs stay visible but disabled, after the ones that have programs.
 */
export function FacetSelect({
  facet,
  options,
  onChange,
  labelledBy,
}: {
  facet: FacetKey;
  options: readonly FacetOption[];
  onChange: (ids: number[]) => void;
  /** The id of the group heading that names the field. */
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const sorted = [...options].sort((a, b) => Number(b.count > 0) - Number(a.count > 0) || a.name.localeCompare(b.name));
  return (
    <MultiSelect<number>
      value={options.filter((option) => option.selected).map((option) => option.id)}
      onChange={onChange}
      labelledBy={labelledBy}
      placeholder={t(runtimeKey(`catalogue.filters.choose.${facet}`))}
      emptyText={t("catalogue.filters.nothingFound")}
      testId={`filter-select-${facet}`}
      options={sorted.map((option) => ({
        value: option.id,
        label: option.name,
        count: option.count,
        disabled: option.count === 0,
        testId: `filter-${facet}-${option.id}`,
      }))}
    />
  );
}
