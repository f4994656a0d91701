import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { LESSON_MINUTES, MAX_TIMETABLE_SLOTS, overlappingSlots, type TimetableSlot, WEEKDAYS } from "@school/contracts";
import { Button, Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/NumberField";
import { runtimeKey } from "../../../ui/runtime-key";
import { TimeField } from "../../../ui/TimeField";

/**
 * The weekly timetable inside the group form (field `schedule`): one row per lesson of the week, each a weekday, a
 * start time in the school's time and a length in minutes. Overlapping rows are marked as the server would refuse them.
 */
export function TimetableFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const slots: TimetableSlot[] = Form.useWatch("schedule", form) ?? [];
  const clashes = new Set(overlappingSlots(slots.filter(Boolean)));
  return (
    <Form.List name="schedule">
      {(fields, { add, remove }) => (
        <div data-testid="group-timetable">
          {fields.map((field, index) => (
            <div key={field.key} className="group-form__slot" data-testid={`timetable-slot-${index}`}>
              <Form.Item
                name={[field.name, "weekday"]}
                label={t("groups.timetable.weekday")}
                rules={[{ required: true, message: t("validation.required") }]}
                validateStatus={clashes.has(index) ? "error" : undefined}
                help={clashes.has(index) ? t("groups.timetable.overlap") : undefined}
              >
                <Select
                  aria-label={t("groups.timetable.weekday")}
                  data-testid={`timetable-weekday-${index}`}
                  options={WEEKDAYS.map((day) => ({ value: day, label: t(runtimeKey(`groups.weekdays.${day}`)) }))}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, "start_time"]}
                label={t("groups.timetable.start")}
                rules={[
                  { required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t("groups.timetable.timeFormat") },
                ]}
              >
                <TimeField style={{ width: "100%" }} data-testid={`timetable-start-${index}`} />
              </Form.Item>
              <Form.Item
                name={[field.name, "duration"]}
                label={t("groups.timetable.duration")}
                rules={[{ required: true, message: t("validation.required") }]}
              >
                <NumberField
                  min={LESSON_MINUTES.min}
                  max={LESSON_MINUTES.max}
                  step={LESSON_MINUTES.step}
                  precision={0}
                  style={{ width: "100%" }}
                  data-testid={`timetable-duration-${index}`}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t("groups.timetable.remove")}
                onClick={() => remove(field.name)}
                className="group-form__slot-remove"
                data-testid={`timetable-remove-${index}`}
              />
            </div>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= MAX_TIMETABLE_SLOTS}
            onClick={() => add({ weekday: 1, start_time: "18:00", duration: LESSON_MINUTES.default })}
            data-testid="timetable-add"
          >
            {t("groups.timetable.add")}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
