import { TimePicker, type TimePickerProps } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import type { CSSProperties } from "react";
import type { DateFieldProps } from "./DateField";
import { useClearable } from "./use-clearable";

dayjs.extend(customParseFormat);

/** What the API and the forms take and what the field shows, in every language: a 24-hour clock (decision 0136). */
const VALUE_FORMAT = "HH:mm";
/** Also read when typed: an hour without its leading zero ("9:30"). */
const TYPED_FORMATS = [VALUE_FORMAT, "H:mm"];

export type TimeFieldProps = DateFieldProps & {
  /** The minutes the list offers apart (the schedule's 5-minute grid); 1 when any minute will do. */
  minuteStep?: TimePickerProps["minuteStep"];
  style?: CSSProperties;
};

/**
 * A time of day on a 24-hour clock ("09:30") in place of the browser's native time field, which Chromium draws with
 * AM/PM in an English-speaking browser whatever the app's language (decision 0136). The form gets "HH:mm" as before.
 */
export function TimeField(props: TimeFieldProps) {
  const clear = useClearable();
  const { "data-testid": testId, onChange, value, allowClear: clearable = true, minuteStep = 1, ...rest } = props;
  const parsed = value ? dayjs(value, VALUE_FORMAT, true) : null;
  return (
    <TimePicker
      {...rest}
      format={TYPED_FORMATS}
      minuteStep={minuteStep}
      needConfirm={false}
      // "Now" is the browser's clock, not the school's zone the times are written in.
      showNow={false}
      value={parsed?.isValid() ? parsed : null}
      onChange={(next: Dayjs | null) => onChange?.(next ? next.format(VALUE_FORMAT) : "")}
      allowClear={clearable ? { clearIcon: clear.clearIcon } : false}
      // The test id goes on the input a person types into, as it was on the native field.
      ref={(picker) => {
        if (testId) picker?.nativeElement.querySelector("input")?.setAttribute("data-testid", testId);
      }}
    />
  );
}
