import { nameInLanguage, SCHEDULE_STEP_MINUTES, type ScheduleSettings, type UiLanguage } from "@school/contracts";
import { Alert, Button, Descriptions, Input, Modal, Space, Tag, Timeline } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField";
import { formatShortDate, formatTimestamp } from "../../../ui/format";
import { runtimeKey } from "../../../ui/runtime-key";
import { TimeField } from "../../../ui/TimeField";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { useCan, useSession } from "../../session";
import { useChangeStatusMutation, useLessonQuery, useResetStatusMutation } from "../hooks/use-schedule";
import { scheduleErrorText } from "../schedule-errors";
import { STATUS_COLOURS } from "./ScheduleCalendar";

/** One lesson: who, when, its history, and the moves the caller may make (the server has the last word). */
export function LessonDialog(props: {
  id: number;
  manages: boolean;
  rules: ScheduleSettings | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { claims } = useSession();
  const lesson = useLessonQuery(props.id);
  const change = useChangeStatusMutation();
  const reset = useResetStatusMutation();
  const [reason, setReason] = useState("");
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelReason, setCancelReason] = useState("");
  const [slot, setSlot] = useState({ date: "", time_start: "", time_end: "" });
  const data = lesson.data;
  const error = change.error ?? reset.error;
  const isTeacher = data !== undefined && claims?.user_id === data.teacher.id;
  const changes = useCan("schedule.change");
  // Whoever may cancel or move a lesson without managing the schedule (a student) does so within the school's rules.
  const boundByRules = changes && !props.manages;
  const done = () => {
    toast.success(t("schedule.saved"));
    setMoving(false);
    setCancelling(false);
    setReason("");
    setCancelReason("");
  };
  const post = (status_lesson: "finished" | "cancelled" | "rescheduled") =>
    change.mutate(
      {
        id: props.id,
        body: {
          status_lesson,
          reason: status_lesson === "cancelled" ? cancelReason.trim() : reason,
          ...(status_lesson === "rescheduled" ? slot : {}),
        },
      },
      { onSuccess: done },
    );
  // Why the lesson was cancelled: the latest cancellation's reason, which its students and teacher were told.
  const cancellation =
    data?.status_lesson === "cancelled" ? data.history.findLast((event) => event.kind === "cancelled") : undefined;

  return (
    <Modal
      open
      title={t("schedule.lesson")}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      width={560}
      data-testid="lesson-dialog"
    >
      {!data ? null : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t("schedule.when")}>
              <span data-testid="lesson-when">
                {formatShortDate(data.date, language)} {data.time_start}–{data.time_end}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t("schedule.status")}>
              <Tag color={STATUS_COLOURS[data.status_lesson]} data-testid="lesson-status">
                {t(runtimeKey(`schedule.statuses.${data.status_lesson}`))}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t("schedule.type")}>
              {t(runtimeKey(`schedule.types.${data.type_lesson}`))}
            </Descriptions.Item>
            <Descriptions.Item label={t("schedule.teacher")}>
              {data.teacher.first_name} {data.teacher.last_name}
            </Descriptions.Item>
            <Descriptions.Item label={t("schedule.students")}>
              {data.students.map((student) => `${student.first_name} ${student.last_name}`.trim()).join(", ") || "—"}
            </Descriptions.Item>
            {data.group ? (
              <Descriptions.Item label={t("schedule.group")}>{nameInLanguage(language, data.group)}</Descriptions.Item>
            ) : null}
          </Descriptions>
          {cancellation ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 16 }}
              title={
                cancellation.reason
                  ? t("schedule.cancelledBecause", { reason: cancellation.reason })
                  : t("schedule.cancelledNoReason")
              }
              data-testid="lesson-cancel-reason"
            />
          ) : null}
          {error ? (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 16 }}
              title={scheduleErrorText(error, t)}
              data-testid="lesson-error"
            />
          ) : null}
          {props.manages && (data.next.length > 0 || data.can_reset) ? (
            <Input.TextArea
              style={{ marginTop: 16 }}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t("schedule.reasonHint")}
              aria-label={t("schedule.reason")}
              maxLength={500}
              autoSize={{ minRows: 1, maxRows: 3 }}
              data-testid="lesson-reason"
            />
          ) : null}
          {moving ? (
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
              <Button
                type="primary"
                loading={change.isPending}
                onClick={() => post("rescheduled")}
                data-testid="move-save"
              >
                {t("schedule.moveSave")}
              </Button>
            </Space>
          ) : null}
          <Space wrap style={{ marginTop: 16 }}>
            {data.next.includes("finished") && (props.manages || isTeacher) ? (
              <Button
                type="primary"
                loading={change.isPending}
                onClick={() => post("finished")}
                data-testid="mark-finished"
              >
                {t("schedule.markFinished")}
              </Button>
            ) : null}
            {data.next.includes("rescheduled") && changes && !moving ? (
              <Button
                onClick={() => {
                  setSlot({ date: data.date, time_start: data.time_start, time_end: data.time_end });
                  setMoving(true);
                }}
                data-testid="move-lesson"
              >
                {t("schedule.move")}
              </Button>
            ) : null}
            {data.next.includes("cancelled") && changes && !cancelling ? (
              <Button danger onClick={() => setCancelling(true)} data-testid="cancel-lesson">
                {t("schedule.cancel")}
              </Button>
            ) : null}
            {data.can_reset && props.manages ? (
              <Button
                loading={reset.isPending}
                onClick={() => reset.mutate({ id: props.id, reason }, { onSuccess: done })}
                data-testid="reset-lesson"
              >
                {t("schedule.reset")}
              </Button>
            ) : null}
          </Space>
          {cancelling ? (
            <section
              className="schedule-cancel"
              aria-labelledby="schedule-cancel-title"
              data-testid="cancel-confirm-panel"
            >
              <h2 id="schedule-cancel-title" className="schedule-cancel__title">
                {t("schedule.cancelConfirm")}
              </h2>
              <label htmlFor="schedule-cancel-reason">{t("schedule.cancelReason")}</label>
              <Input.TextArea
                id="schedule-cancel-reason"
                value={cancelReason}
                onChange={(event) => setCancelReason(event.target.value)}
                maxLength={500}
                autoSize={{ minRows: 2, maxRows: 4 }}
                aria-required
                aria-describedby="schedule-cancel-hint"
                data-testid="cancel-reason"
              />
              <p id="schedule-cancel-hint" className="schedule-cancel__hint">
                {t("schedule.cancelTold")}
              </p>
              <Space wrap>
                <Button
                  danger
                  type="primary"
                  disabled={cancelReason.trim() === ""}
                  loading={change.isPending}
                  onClick={() => post("cancelled")}
                  data-testid="cancel-confirm"
                >
                  {t("schedule.cancelDo")}
                </Button>
                <Button
                  onClick={() => {
                    setCancelling(false);
                    setCancelReason("");
                  }}
                  data-testid="cancel-keep"
                >
                  {t("schedule.cancelKeep")}
                </Button>
              </Space>
            </section>
          ) : null}
          {boundByRules && props.rules ? (
            <p className="schedule-rules" data-testid="student-rules">
              {t("schedule.rulesHint", {
                cancelTime: props.rules.cancel_time,
                cancelCount: props.rules.cancel_count,
                transferTime: props.rules.transfer_time,
                transferCount: props.rules.transfer_count,
              })}
            </p>
          ) : null}
          <h2 className="schedule-history__title">{t("schedule.history")}</h2>
          <Timeline
            className="schedule-history"
            items={data.history.map((event) => ({
              key: event.id,
              content: (
                <span>
                  {formatTimestamp(event.at, language, props.rules?.time_zone)} —{" "}
                  {t(runtimeKey(`schedule.events.${event.kind}`))}
                  {event.old_start
                    ? ` (${wallClock(event.old_start, language)}–${event.old_end?.slice(11, 16)} → ${wallClock(event.new_start, language)}–${event.new_end?.slice(11, 16)})`
                    : ""}
                  {event.by ? `, ${event.by.first_name} ${event.by.last_name}`.trimEnd() : ""}
                  {event.reason ? `: ${event.reason}` : ""}
                </span>
              ),
            }))}
          />
        </>
      )}
    </Modal>
  );
}

/** A lesson's start on the school's clock ("2026-11-23T10:00") as the reader writes a day, with its time. */
function wallClock(value: string | null, language: UiLanguage): string {
  return value ? `${formatShortDate(value.slice(0, 10), language)} ${value.slice(11, 16)}` : "";
}
