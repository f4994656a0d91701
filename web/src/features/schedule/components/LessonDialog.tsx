import type { SchedulePostStatusBody, ScheduleSettings } from "@school/contracts";
import { Alert, Button, Input, Modal, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import { useCan, useSession } from "../../session";
import { useChangeStatusMutation, useLessonQuery, useResetStatusMutation } from "../hooks/use-schedule";
import { scheduleErrorText } from "../schedule-errors";
import { LessonCancelPanel } from "./LessonCancelPanel";
import { LessonFacts } from "./LessonFacts";
import { LessonHistory } from "./LessonHistory";
import { LessonMovePanel } from "./LessonMovePanel";

/** One lesson: who, when, its history, and the moves the caller may make (the server has the last word). */
export function LessonDialog(props: {
  id: number;
  manages: boolean;
  rules: ScheduleSettings | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const lesson = useLessonQuery(props.id);
  const change = useChangeStatusMutation();
  const reset = useResetStatusMutation();
  const [reason, setReason] = useState("");
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
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
  };
  const post = (body: SchedulePostStatusBody) => change.mutate({ id: props.id, body }, { onSuccess: done });

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
          <LessonFacts lesson={data} />
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
            <LessonMovePanel
              lesson={data}
              saving={change.isPending}
              onSave={(slot) => post({ status_lesson: "rescheduled", reason, ...slot })}
            />
          ) : null}
          <Space wrap style={{ marginTop: 16 }}>
            {data.next.includes("finished") && (props.manages || isTeacher) ? (
              <Button
                type="primary"
                loading={change.isPending}
                onClick={() => post({ status_lesson: "finished", reason })}
                data-testid="mark-finished"
              >
                {t("schedule.markFinished")}
              </Button>
            ) : null}
            {data.next.includes("rescheduled") && changes && !moving ? (
              <Button onClick={() => setMoving(true)} data-testid="move-lesson">
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
            <LessonCancelPanel
              saving={change.isPending}
              onConfirm={(cancelReason) => post({ status_lesson: "cancelled", reason: cancelReason })}
              onKeep={() => setCancelling(false)}
            />
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
          <LessonHistory lesson={data} timeZone={props.rules?.time_zone} />
        </>
      )}
    </Modal>
  );
}
