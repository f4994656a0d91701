import { SCHEDULE_STEP_MINUTES, type ScheduleLessonDetail } from "@school/contracts";
import { Button, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField";
import { TimeField } from "../../../ui/TimeField";

type LessonSlot = { date: string; time_start: string; time_end: string };

/** A lesson's new day and times, starting from where it stands. */
export function LessonMovePanel(props: {
  lesson: ScheduleLessonDetail;
  saving: boolean;
  onSave(slot: LessonSlot): void;
}) {
  const { t } = useTranslation();
  const { date, time_start, time_end } = props.lesson;
  const [slot, setSlot] = useState<LessonSlot>({ date, time_start, time_end });
  return (
    <Space wrap style={{ marginTop: 16 }}>
      <DateField
        aria-label={t("schedule.date")}
        value={slot.date}
        allowClear={false}
        onChange={(date) => setSlot({ ...slot, date })}
        data-testid="move-date"
      />
      <TimeField
        minuteStep={SCHEDULE_STEP_MINUTES}
        aria-label={t("schedule.timeStart")}
        value={slot.time_start}
        allowClear={false}
        onChange={(time_start) => setSlot({ ...slot, time_start })}
        data-testid="move-start"
      />
      <TimeField
        minuteStep={SCHEDULE_STEP_MINUTES}
        aria-label={t("schedule.timeEnd")}
        value={slot.time_end}
        allowClear={false}
        onChange={(time_end) => setSlot({ ...slot, time_end })}
        data-testid="move-end"
      />
      <Button type="primary" loading={props.saving} onClick={() => props.onSave(slot)} data-testid="move-save">
        {t("schedule.moveSave")}
      </Button>
    </Space>
  );
}
