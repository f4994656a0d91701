import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, DatePicker, List, Space, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { formatDate } from "../../../ui/format";
import { RoundStateTag } from "../../catalogue";
import { useUiLanguage } from "../../language";
import { stopFormSubmit } from "../stop-form-submit";
import { type EditableRound, ISO_DATE, roundDatesProblem } from "./rounds";
import type { RoundDates } from "./rounds.api";

export type RoundHandlers = {
  onAdd: (dates: RoundDates) => Promise<boolean>;
  onUpdate: (round: EditableRound, dates: RoundDates) => Promise<boolean>;
  onRemove: (round: EditableRound) => Promise<boolean>;
};

/** Deadline rounds: the list with open/closed state, and one pair of dates to add a round or change one. */
export function RoundsEditor({
  rounds,
  busy,
  onAdd,
  onUpdate,
  onRemove,
}: { rounds: readonly EditableRound[]; busy: boolean } & RoundHandlers) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [start, setStart] = useState<Dayjs | null>(null);
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [editing, setEditing] = useState<EditableRound | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const today = dayjs().startOf("day");

  const clear = () => {
    setStart(null);
    setEnd(null);
    setEditing(null);
    setProblem(null);
  };

  const submit = async () => {
    if (!start || !end) {
      setProblem(t("rounds.pickDates"));
      return;
    }
    const dates = { start: start.format(ISO_DATE), end: end.format(ISO_DATE) };
    // An old round may have its start corrected without moving its (past) end, as the server allows.
    const datesProblem = roundDatesProblem(dates, { endMayBePast: editing !== null && editing.end === dates.end });
    if (datesProblem) {
      setProblem(t(datesProblem === "endInPast" ? "rounds.endInPast" : "rounds.endBeforeStart"));
      return;
    }
    setProblem(null);
    const done = editing ? await onUpdate(editing, dates) : await onAdd(dates);
    if (done) clear();
  };

  const startEdit = (round: EditableRound) => {
    setEditing(round);
    setStart(dayjs(round.start));
    setEnd(dayjs(round.end));
    setProblem(null);
  };

  return (
    <div data-testid="rounds-editor">
      {rounds.length === 0 ? (
        <Typography.Text type="secondary">{t("rounds.none")}</Typography.Text>
      ) : (
        <List
          size="small"
          bordered
          dataSource={[...rounds]}
          renderItem={(round, index) => (
            <List.Item
              data-testid={`round-row-${round.key}`}
              actions={[
                <Button
                  key="edit"
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t("rounds.edit")}
                  onClick={() => startEdit(round)}
                  disabled={busy}
                  data-testid={`round-edit-${round.key}`}
                />,
                <ConfirmDeleteButton
                  key="delete"
                  question={t("rounds.deleteConfirm")}
                  onConfirm={() => {
                    if (editing?.key === round.key) clear();
                    void onRemove(round);
                  }}
                  disabled={busy}
                  testId={`round-delete-${round.key}`}
                />,
              ]}
            >
              <Space orientation="vertical" size={0}>
                <span>
                  <strong>{t("catalogue.rounds.number", { number: index + 1 })}</strong>{" "}
                  <RoundStateTag round={{ start: round.start, is_open: round.isOpen }} />
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {t("catalogue.rounds.range", {
                    start: formatDate(round.start, language),
                    end: formatDate(round.end, language),
                  })}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
      <div className="rounds-add">
        <DatePicker
          value={start}
          onChange={setStart}
          placeholder={t("rounds.start")}
          aria-label={t("rounds.start")}
          format="DD.MM.YYYY"
          onKeyDown={stopFormSubmit}
          data-testid="round-start"
        />
        <DatePicker
          value={end}
          onChange={setEnd}
          placeholder={t("rounds.end")}
          aria-label={t("rounds.end")}
          format="DD.MM.YYYY"
          disabledDate={(day) => day.isBefore(today, "day") || (start !== null && day.isBefore(start, "day"))}
          onKeyDown={stopFormSubmit}
          data-testid="round-end"
        />
        <div className="rounds-add__actions">
          <Button
            icon={editing ? <EditOutlined /> : <PlusOutlined />}
            onClick={() => void submit()}
            loading={busy}
            data-testid="round-add"
          >
            {editing ? t("rounds.saveRound") : t("rounds.add")}
          </Button>
          {editing && (
            <Button onClick={clear} data-testid="round-cancel">
              {t("common.cancel")}
            </Button>
          )}
        </div>
      </div>
      {problem && (
        <Typography.Text type="danger" data-testid="round-problem">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
