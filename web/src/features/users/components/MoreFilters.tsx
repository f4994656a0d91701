import type { StudentFilter } from "@school/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AntdScope } from "../../../antd-scope/AntdScope";
import { Button } from "../../../ui/lite/Button";
import { FilterIcon } from "../../../ui/lite/icons/FilterIcon";
import { DRAWER_FILTERS } from "./drawer-filters";
import "../texts";
import { preloadable } from "../../../ui/preloadable";

export { DRAWER_FILTER_FIELDS } from "./drawer-filters";

// The drawer's controls (date and number pickers, the record's choices) come when it first opens (decision 0174), with
// Ant Design's scope: the button is drawn without it.
const MoreFiltersDrawer = preloadable(() => import("./MoreFiltersDrawer").then((module) => module.MoreFiltersDrawer));

/**
 * "More filters": the button with how many of the drawer's filters are set (its count in a badge, also said as part of
 * its name), and the drawer (decisions 0028, 0085).
 * The click opens it at once; it shows when its code arrives and stays mounted after, so nothing typed is lost.
 */
export function MoreFilters({
  values,
  onChange,
}: {
  values: Partial<Record<StudentFilter, string>>;
  onChange: (patch: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const active = DRAWER_FILTERS.filter(({ field }) => values[field] !== undefined).length;
  return (
    <>
      <Button
        icon={<FilterIcon />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="users-more-filters"
      >
        {t("record.ui.moreFilters")}
        {active > 0 && <span className="users-filter-count">{active}</span>}
      </Button>
      {opened && (
        <AntdScope>
          <MoreFiltersDrawer open={open} onClose={() => setOpen(false)} values={values} onChange={onChange} />
        </AntdScope>
      )}
    </>
  );
}
