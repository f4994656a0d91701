import type { TimetableSlot } from "@school/contracts";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";

/** A group's week in one line: "Mon 19:00 · 90 min, Wed 19:00 · 90 min". */
export function TimetableSummary({ slots }: { slots: TimetableSlot[] }) {
  const { t } = useTranslation();
  if (slots.length === 0) return <Typography.Text type="secondary">{t("groups.timetable.none")}</Typography.Text>;
  return (
    <span data-testid="timetable-summary">
      {slots
        .map((slot) =>
          t("groups.timetable.slot", {
            day: t(runtimeKey(`groups.weekdaysShort.${slot.weekday}`)),
            time: slot.start_time,
            minutes: slot.duration,
          }),
        )
        .join(", ")}
    </span>
  );
}
