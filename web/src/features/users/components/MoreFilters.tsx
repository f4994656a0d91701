import { FilterOutlined } from "@ant-design/icons";
import type { StudentFilter } from "@school/contracts";
import { Badge, Button } from "antd";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { DRAWER_FILTERS } from "./drawer-filters";
import "../texts";
import { preloadable } from "../../../ui/preloadable";

export { DRAWER_FILTER_FIELDS } from "./drawer-filters";

// The drawer's controls (date and number pickers, the record's choices) come when it first opens (decision 0174).
const MoreFiltersDrawer = preloadable(() => import("./MoreFiltersDrawer").then((module) => module.MoreFiltersDrawer));

/**
 * "More filters": the button with how many of the drawer's filters are set, and the drawer (decisions 0028, 0085).
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
      <Badge count={active} size="small">
        <Button
          icon={<FilterOutlined />}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          data-testid="users-more-filters"
        >
          {t("record.ui.moreFilters")}
        </Button>
      </Badge>
      {opened && (
        <Suspense fallback={null}>
          <MoreFiltersDrawer open={open} onClose={() => setOpen(false)} values={values} onChange={onChange} />
        </Suspense>
      )}
    </>
  );
}
