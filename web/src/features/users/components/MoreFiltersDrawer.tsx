import { SearchOutlined } from "@ant-design/icons";
import { STUDENT_FILTER_TOPICS, type StudentFilter, type StudentFilterKind } from "@school/contracts";
import { Button, Drawer, Empty, Form, Input, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField";
import { NumberField } from "../../../ui/NumberField";
import { runtimeKey } from "../../../ui/runtime-key";
import { useClearable } from "../../../ui/use-clearable";
import { optionsOf, useRecordChoices } from "../../student-record";
import { DRAWER_FILTER_FIELDS, DRAWER_FILTERS } from "./drawer-filters";
import "../texts";

/**
 * The rest of the student-record filter set (decision 0028), drawn from the shared table and grouped by its topics,
 * with a search over the filters' names (decision 0085): each value lives in the URL like the bar's, so a filtered
 * list can be bookmarked, shared and saved as a view. In a chunk of its own, loaded when first opened (decision 0174).
 */
export function MoreFiltersDrawer({
  open,
  onClose,
  values,
  onChange,
}: {
  open: boolean;
  onClose: () => void;
  values: Partial<Record<StudentFilter, string>>;
  onChange: (patch: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const [find, setFind] = useState("");
  const choices = useRecordChoices();
  const labelOf = (field: StudentFilter) => t(runtimeKey(`record.fields.${field}`));
  const wanted = find.trim().toLocaleLowerCase();
  // A set filter always shows, so that a search never hides what narrows the list.
  const shown = DRAWER_FILTERS.filter(
    ({ field }) => wanted === "" || values[field] !== undefined || labelOf(field).toLocaleLowerCase().includes(wanted),
  );
  const topics = STUDENT_FILTER_TOPICS.map((topic) => ({
    topic,
    filters: shown.filter((filter) => filter.topic === topic),
  })).filter((entry) => entry.filters.length > 0);
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
        <NumberField
          min={0}
          style={{ width: "100%" }}
          aria-label={label}
          value={value === undefined ? null : Number(value)}
          onChange={(next) => set(next)}
          data-testid={`filter-${field}`}
        />
      );
    }
    if (kind === "date")
      return (
        <DateField
          aria-label={label}
          value={value ?? ""}
          onChange={(date) => set(date)}
          data-testid={`filter-${field}`}
        />
      );
    return (
      <Input
        allowClear={clearable}
        aria-label={label}
        value={value ?? ""}
        onChange={(event) => set(event.target.value)}
        data-testid={`filter-${field}`}
      />
    );
  };
  return (
    <Drawer
      title={t("record.ui.filtersTitle")}
      open={open}
      onClose={onClose}
      width={420}
      extra={
        <Button onClick={() => onChange(Object.fromEntries(DRAWER_FILTER_FIELDS.map((field) => [field, null])))}>
          {t("record.ui.resetFilters")}
        </Button>
      }
    >
      <Input
        allowClear={clearable}
        prefix={<SearchOutlined />}
        placeholder={t("crm.filters.find")}
        aria-label={t("crm.filters.find")}
        value={find}
        onChange={(event) => setFind(event.target.value)}
        data-testid="filters-find"
      />
      {topics.length === 0 ? (
        <Empty description={t("crm.filters.noMatch")} />
      ) : (
        <Form layout="vertical" className="users-more-filters">
          {topics.map(({ topic, filters }) => (
            <section key={topic} aria-labelledby={`filter-topic-${topic}`} data-testid={`filter-topic-${topic}`}>
              <h3 className="filter-topic" id={`filter-topic-${topic}`}>
                {t(runtimeKey(`crm.filters.topics.${topic}`))}
              </h3>
              {filters.map(({ field, kind }) => (
                <Form.Item key={field} label={labelOf(field)}>
                  {control(field, kind)}
                </Form.Item>
              ))}
            </section>
          ))}
        </Form>
      )}
    </Drawer>
  );
}
