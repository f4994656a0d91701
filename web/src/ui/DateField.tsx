import type { UiLanguage } from "@school/contracts";
import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useClearable } from "./use-clearable";
import { useReaderLanguage } from "./use-reader-language";

/**
 * What the field shows in each language, first, and what it also reads when typed or pasted: the app's own day
 * order rather than the browser's ("03/14/2006" in an American Chromium), and the API's ISO form.
 */
const FORMATS: Record<"date" | "month" | "dateTime", Record<UiLanguage, string[]>> = {
  date: { ru: ["DD.MM.YYYY", "YYYY-MM-DD"], kk: ["DD.MM.YYYY", "YYYY-MM-DD"], en: ["DD/MM/YYYY", "YYYY-MM-DD"] },
  month: {
    ru: ["MMMM YYYY", "MM.YYYY", "YYYY-MM"],
    kk: ["MMMM YYYY", "MM.YYYY", "YYYY-MM"],
    en: ["MMMM YYYY", "MM/YYYY", "YYYY-MM"],
  },
  dateTime: {
    ru: ["DD.MM.YYYY HH:mm", "YYYY-MM-DDTHH:mm"],
    kk: ["DD.MM.YYYY HH:mm", "YYYY-MM-DDTHH:mm"],
    en: ["DD/MM/YYYY HH:mm", "YYYY-MM-DDTHH:mm"],
  },
};
/** The value each kind hands to the form, as the API takes it. */
const VALUE_FORMATS = { date: "YYYY-MM-DD", month: "YYYY-MM", dateTime: "YYYY-MM-DDTHH:mm" } as const;

type Kind = keyof typeof VALUE_FORMATS;

export type DateFieldProps = {
  /** The value as the API spells it (2026-11-20, 2026-11, 2026-11-20T09:30); empty or absent when none. */
  value?: string | null;
  /** The new value in the same form, "" once cleared. */
  onChange?: (value: string) => void;
  id?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  /** Whether the field offers to clear itself (true unless a value is always needed). */
  allowClear?: boolean;
  /** On the input itself, where a test types. */
  "data-testid"?: string;
};

/**
 * A date, month or date-and-time field in the app's language (Ant Design's picker under the app's locale, decision
 * 0136) in place of the browser's native one, which writes and asks for dates the way the browser's own language
 * does. The form still gets the API's ISO text.
 */
function PickerField({ kind, ...props }: DateFieldProps & { kind: Kind }) {
  const language = useReaderLanguage();
  const clear = useClearable();
  const valueFormat = VALUE_FORMATS[kind];
  // The API's ISO forms are what dayjs reads without a format.
  const parsed = props.value ? dayjs(props.value) : null;
  const { "data-testid": testId, onChange, value: _value, allowClear: clearable = true, ...rest } = props;
  return (
    <DatePicker
      {...rest}
      picker={kind === "month" ? "month" : "date"}
      showTime={kind === "dateTime" ? { format: "HH:mm" } : undefined}
      needConfirm={false}
      format={FORMATS[kind][language]}
      value={parsed?.isValid() ? parsed : null}
      onChange={(next: Dayjs | null) => onChange?.(next ? next.format(valueFormat) : "")}
      allowClear={clearable ? { clearIcon: clear.clearIcon } : false}
      // The test id goes on the input a person types into, as it was on the native field (the picker's own props
      // reach only its outer box).
      ref={(picker) => {
        if (testId) picker?.nativeElement.querySelector("input")?.setAttribute("data-testid", testId);
      }}
    />
  );
}

/** A day (YYYY-MM-DD) in the app's language: 20.11.2026, 20/11/2026. */
export function DateField(props: DateFieldProps) {
  return <PickerField kind="date" {...props} />;
}

/** A month (YYYY-MM) spelled in the app's language: "қараша 2026", "ноябрь 2026", "November 2026". */
export function MonthField(props: DateFieldProps) {
  return <PickerField kind="month" {...props} />;
}

/** A day and a time on a 24-hour clock (YYYY-MM-DDTHH:mm): 20.11.2026 09:30. */
export function DateTimeField(props: DateFieldProps) {
  return <PickerField kind="dateTime" {...props} />;
}
