import { FilterOutlined } from "@ant-design/icons";
import { STUDENT_FILTER_BAR, type StudentFilter, type StudentFilterKind } from "@school/contracts";
import { Badge, Button, Drawer, Form, Input, InputNumber, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import { useClearable } from "../../../ui/use-clearable";
import { optionsOf, useRecordChoices } from "../../student-record";

/** The filters the bar keeps in its drawer; the search, role, education and language stay on the bar itself. */
const DRAWER_FILTERS = (Object.entries(STUDENT_FILTER_BAR) as [StudentFilter, StudentFilterKind][]).filter(
  ([field]) => field !== "education" && field !== "language",
);
export const DRAWER_FILTER_FIELDS = DRAWER_FILTERS.map(([field]) => field);

/**
 * The rest of the student-record filter set (decision 0028), drawn from the shared table: each value lives in the
 * URL like the bar's, so a filtered list can be bookmarked and shared.
 */
export function MoreFilters({
  values,
  onChange,
}: {
  values: Partial<Record<StudentFilter, string>>;
  onChange: (patch: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const [open, setOpen] = useState(false);
  const choices = useRecordChoices();
  const active = DRAWER_FILTERS.filter(([field]) => values[field] !== undefined).length;
  const control = (field: StudentFilter, kind: StudentFilterKind) => {
    const label = t(runtimeKey(`record.fields.${field}`));
    const value = values[field];
    const set = (next: string | number | null | undefined) =>
      onChange({ [field]: next === null || next === undefined || next === "" ? null : String(next) });
    if (kind === "flag") {
      return (
        <Select
          allowClear={clearable}
          aria-label={label}
          placeholder={t("record.ui.any")}
          value={value}
          onChange={set}
          options={[
            { value: "true", label: t("record.ui.yes") },
            { value: "false", label: t("record.ui.no") },
          ]}
          data-testid={`filter-${field}`}
        />
      );
    }
    const options = optionsOf(kind, t, choices.data);
    if (options) {
      const single = kind === "categories" ? options : options;
      return (
        <Select
          allowClear={clearable}
          showSearch
          optionFilterProp="label"
          aria-label={label}
          placeholder={t("record.ui.any")}
          value={value === undefined ? undefined : typeof single[0]?.value === "number" ? Number(value) : value}
          onChange={set}
          options={single}
          data-testid={`filter-${field}`}
        />
      );
    }
    if (kind === "money") {
      return (
        <InputNumber
          min={0}
          style={{ width: "100%" }}
          aria-label={label}
          value={value === undefined ? null : Number(value)}
          onChange={(next) => set(next)}
          data-testid={`filter-${field}`}
        />
      );
    }
    return (
      <Input
        type={kind === "date" ? "date" : "text"}
        allowClear={kind !== "date" && clearable}
        aria-label={label}
        value={value ?? ""}
        onChange={(event) => set(event.target.value)}
        data-testid={`filter-${field}`}
      />
    );
  };
  return (
    <>
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)} data-testid="users-more-filters">
          {t("record.ui.moreFilters")}
        </Button>
      </Badge>
      <Drawer
        title={t("record.ui.filtersTitle")}
        open={open}
        onClose={() => setOpen(false)}
        width={420}
        extra={
          <Button onClick={() => onChange(Object.fromEntries(DRAWER_FILTER_FIELDS.map((field) => [field, null])))}>
            {t("record.ui.resetFilters")}
          </Button>
        }
      >
        <Form layout="vertical" className="users-more-filters">
          {DRAWER_FILTERS.map(([field, kind]) => (
            <Form.Item key={field} label={t(runtimeKey(`record.fields.${field}`))}>
              {control(field, kind)}
            </Form.Item>
          ))}
        </Form>
      </Drawer>
    </>
  );
}
