import { Select, Tag } from "antd";
import { useTranslation } from "react-i18next";
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
  const names = new Map(options.map((option) => [option.id, option.name]));
  const sorted = [...options].sort((a, b) => Number(b.count > 0) - Number(a.count > 0) || a.name.localeCompare(b.name));

  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      value={options.filter((option) => option.selected).map((option) => option.id)}
      onChange={onChange}
      aria-labelledby={labelledBy}
      placeholder={t(runtimeKey(`catalogue.filters.choose.${facet}`))}
      showSearch={{ optionFilterProp: "name" }}
      maxTagCount="responsive"
      notFoundContent={t("catalogue.filters.nothingFound")}
      style={{ width: "100%" }}
      data-testid={`filter-select-${facet}`}
      options={sorted.map((option) => ({
        value: option.id,
        name: option.name,
        disabled: option.count === 0 && !option.selected,
        label: (
          <span className="facet-option" data-testid={`filter-${facet}-${option.id}`} data-count={option.count}>
            <span>{option.name}</span>
            <span className="facet-tag__count">{option.count}</span>
          </span>
        ),
      }))}
      tagRender={({ value, closable, onClose }) => (
        <Tag closable={closable} onClose={onClose} className="facet-select-tag">
          {names.get(value as number) ?? String(value)}
        </Tag>
      )}
    />
  );
}
