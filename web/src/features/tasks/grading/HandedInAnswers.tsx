import { useQuery } from "@tanstack/react-query";
import { DatePicker, Input, Select } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Segmented } from "../../../ui/Segmented";
import { useClearable } from "../../../ui/use-clearable";
import { useCountryOptions } from "../../dictionaries";
import { fetchHandedIn, type HandedInFilters } from "../api/grading.api";
import { taskKeys } from "../tasks.keys";
import { ReviewList } from "./ReviewList";

const DAY = "YYYY-MM-DD";
/** The academic years offered: this one (from September) and the four before it. */
function academicYears(today = new Date()): string[] {
  const first = today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
  return Array.from({ length: 5 }, (_, back) => `${first - back}-${first - back + 1}`);
}

/**
 * Every handed-in answer, graded or waiting, the newest first: of this program, or of every program the teacher
 * grades (then also by the programs' countries: the school's, named in the reader's language, or any typed in any of
 * them); narrowed by the day handed in and the academic year.
 */
export function HandedInAnswers({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const countryOptions = useCountryOptions();
  const [scope, setScope] = useState<"program" | "all">("program");
  const [q, setQ] = useState("");
  const [start, setStart] = useState<Dayjs | null>(null);
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [year, setYear] = useState<string | undefined>(undefined);
  const [countries, setCountries] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const filters: HandedInFilters = {
    q: q || undefined,
    start: start?.format(DAY),
    end: end?.format(DAY),
    course: scope === "program" ? [courseId] : undefined,
    academic_year: year,
    countries: scope === "all" ? countries : undefined,
  };
  const results = useQuery({
    queryKey: taskKeys.handedIn(filters, page),
    queryFn: ({ signal }) => fetchHandedIn(filters, page, signal),
  });
  const narrow =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };
  return (
    <div data-testid="handed-in">
      <div className="task-review-filters" data-testid="handed-in-filters">
        <Segmented
          aria-label={t("tasks.grading.scope")}
          size="small"
          value={scope}
          onChange={narrow((value) => setScope(value as "program" | "all"))}
          options={[
            { value: "program", label: <span data-testid="handed-in-program">{t("tasks.grading.thisProgram")}</span> },
            { value: "all", label: <span data-testid="handed-in-all">{t("tasks.grading.allPrograms")}</span> },
          ]}
        />
        <Input.Search
          allowClear={clearable}
          placeholder={t("tasks.grading.search")}
          aria-label={t("tasks.grading.search")}
          onSearch={narrow((value: string) => setQ(value.trim()))}
          data-testid="handed-in-search"
        />
        <DatePicker
          value={start}
          onChange={narrow(setStart)}
          placeholder={t("tasks.grading.from")}
          aria-label={t("tasks.grading.from")}
          format="DD.MM.YYYY"
          data-testid="handed-in-start"
        />
        <DatePicker
          value={end}
          onChange={narrow(setEnd)}
          placeholder={t("tasks.grading.to")}
          aria-label={t("tasks.grading.to")}
          format="DD.MM.YYYY"
          disabledDate={(day) => start !== null && day.isBefore(start, "day")}
          data-testid="handed-in-end"
        />
        <Select
          allowClear={clearable}
          value={year}
          onChange={narrow(setYear)}
          placeholder={t("tasks.grading.academicYear")}
          aria-label={t("tasks.grading.academicYear")}
          options={academicYears().map((value) => ({ value, label: value }))}
          data-testid="handed-in-year"
        />
        {scope === "all" ? (
          <Select
            mode="tags"
            value={countries}
            onChange={narrow(setCountries)}
            placeholder={t("tasks.grading.countries")}
            aria-label={t("tasks.grading.countries")}
            tokenSeparators={[","]}
            options={countryOptions}
            optionFilterProp="label"
            data-testid="handed-in-countries"
          />
        ) : null}
      </div>
      <ReviewList
        results={results}
        page={page}
        onPage={setPage}
        empty={t("tasks.grading.noneHandedIn")}
        showCourse={scope === "all"}
      />
    </div>
  );
}
