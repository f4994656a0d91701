import { BALANCE_STANDINGS, EDUCATION_DEGREES, STUDENT_STEPS } from "@school/contracts";
import { Button, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useClearable } from "../../../ui/use-clearable";
import type { BalanceFilters } from "../finance.api";
import { FilterField } from "./FilterField";

const YEAR = /^20\d{2}-20\d{2}$/;

/** The balance/ filters and the standing, each a control with a visible label. */
export function BalanceFiltersBar({
  filters,
  onChange,
}: {
  filters: BalanceFilters;
  onChange: (filters: BalanceFilters) => void;
}) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const set = (changes: Partial<BalanceFilters>) => onChange({ ...filters, ...changes });
  const choice = <Value extends string>(
    name: string,
    label: string,
    value: Value | undefined,
    options: { value: Value; label: string }[],
    change: (value: Value | undefined) => void,
  ) => (
    <FilterField
      label={label}
      render={(id) => (
        <Select<Value>
          id={id}
          allowClear={clearable}
          value={value}
          placeholder={t("finance.filters.any")}
          options={options}
          onChange={(next) => change(next ?? undefined)}
          data-testid={`balance-filter-${name}`}
          popupMatchSelectWidth={false}
        />
      )}
    />
  );
  return (
    <fieldset className="finance-filters" aria-label={t("finance.filters.title")}>
      {choice(
        "standing",
        t("finance.filters.standing"),
        filters.standing,
        BALANCE_STANDINGS.map((value) => ({ value, label: t(`finance.filters.standings.${value}`) })),
        (standing) => set({ standing }),
      )}
      {choice(
        "step",
        t("finance.filters.step"),
        filters.step,
        STUDENT_STEPS.map((value) => ({ value, label: t(`finance.steps.${value}`) })),
        (step) => set({ step }),
      )}
      {choice(
        "degree",
        t("finance.filters.degree"),
        filters.degree,
        EDUCATION_DEGREES.map((value) => ({ value, label: t(`finance.degrees.${value}`) })),
        (degree) => set({ degree }),
      )}
      {choice(
        "pre-enrollment",
        t("finance.filters.preEnrollment"),
        filters.pre_enrollment,
        [
          { value: "true" as const, label: t("finance.filters.yes") },
          { value: "false" as const, label: t("finance.filters.no") },
        ],
        (value) => set({ pre_enrollment: value }),
      )}
      <FilterField
        label={t("finance.filters.academicYear")}
        render={(id) => (
          <Input
            id={id}
            allowClear={clearable}
            placeholder={t("finance.filters.academicYearHint")}
            defaultValue={filters.academic_year}
            onChange={(event) => {
              const value = event.target.value.trim();
              if (value === "" || YEAR.test(value)) set({ academic_year: value || undefined });
            }}
            data-testid="balance-filter-year"
          />
        )}
      />
      <FilterField
        label={t("finance.filters.country")}
        render={(id) => (
          <Input
            id={id}
            allowClear={clearable}
            defaultValue={filters.countries}
            onBlur={(event) => set({ countries: event.target.value.trim() || undefined })}
            onPressEnter={(event) => set({ countries: event.currentTarget.value.trim() || undefined })}
            data-testid="balance-filter-country"
          />
        )}
      />
      <Button onClick={() => onChange({})} data-testid="balance-filters-reset">
        {t("finance.filters.reset")}
      </Button>
    </fieldset>
  );
}
