import { Button, Input, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Cancelling a lesson asks why: the reason is told to its students and teacher. */
export function LessonCancelPanel(props: { saving: boolean; onConfirm(reason: string): void; onKeep(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  return (
    <section className="schedule-cancel" aria-labelledby="schedule-cancel-title" data-testid="cancel-confirm-panel">
      <h2 id="schedule-cancel-title" className="schedule-cancel__title">
        {t("schedule.cancelConfirm")}
      </h2>
      <label htmlFor="schedule-cancel-reason">{t("schedule.cancelReason")}</label>
      <Input.TextArea
        id="schedule-cancel-reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
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
          disabled={reason.trim() === ""}
          loading={props.saving}
          onClick={() => props.onConfirm(reason.trim())}
          data-testid="cancel-confirm"
        >
          {t("schedule.cancelDo")}
        </Button>
        <Button onClick={props.onKeep} data-testid="cancel-keep">
          {t("schedule.cancelKeep")}
        </Button>
      </Space>
    </section>
  );
}
