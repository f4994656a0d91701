import { DatePicker } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import { Segmented } from "../../../ui/Segmented";
import { PERIOD_PRESETS, type Period, type PeriodPreset, presetPeriod, schoolToday } from "../period";

/** The reports' period: this week, month, quarter or year in the school's zone, or any two days. */
export function PeriodPicker({
  preset,
  period,
  timeZone,
  onChange,
}: {
  preset: PeriodPreset;
  period: Period;
  timeZone: string;
  onChange: (next: { preset: PeriodPreset; period: Period }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="report-period" data-testid="report-period">
      <Segmented<PeriodPreset>
        aria-label={t("reports.period")}
        value={preset}
        onChange={(next) =>
          onChange({
            preset: next,
            period: next === "custom" ? period : presetPeriod(next, schoolToday(new Date(), timeZone)),
          })
        }
        options={PERIOD_PRESETS.map((key) => ({ value: key, label: t(runtimeKey(`reports.presets.${key}`)) }))}
      />
      {preset === "custom" && (
        <DatePicker.RangePicker
          allowClear={false}
          aria-label={t("reports.period")}
          value={[dayjs(period.from), dayjs(period.to)]}
          onChange={(range) => {
            const [from, to] = range ?? [];
            if (from && to)
              onChange({ preset, period: { from: from.format("YYYY-MM-DD"), to: to.format("YYYY-MM-DD") } });
          }}
          data-testid="report-range"
        />
      )}
    </div>
  );
}
