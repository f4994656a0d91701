import { PaperClipOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Input, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import type { UploadedAnswerFile } from "../task-ui";
import { TaskText } from "./TaskText";

type FileAnswerValue = { file_url: string; doc_name: string; text: string };

/** A file the student hands in (with a note): the file goes up first, the answer keeps its address and name. */
export function FileAnswer({
  question,
  answer,
  onChange,
  readOnly,
  uploadFile,
}: {
  question: string;
  answer: FileAnswerValue | undefined;
  onChange: (answer: FileAnswerValue) => void;
  readOnly: boolean;
  uploadFile?: (file: File) => Promise<UploadedAnswerFile>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const value = answer ?? { file_url: "", doc_name: "", text: "" };
  return (
    <>
      <TaskText text={question} strong />
      {value.file_url ? (
        <p>
          <a href={value.file_url} target="_blank" rel="noreferrer" data-testid="task-answer-file">
            <PaperClipOutlined /> {value.doc_name || t("tasks.player.openFile")}
          </a>
        </p>
      ) : null}
      {readOnly || !uploadFile ? null : (
        <Upload
          showUploadList={false}
          accept=".pdf,image/*,audio/*,video/*"
          customRequest={async ({ file }) => {
            setBusy(true);
            setError(null);
            try {
              const stored = await uploadFile(file as File);
              onChange({ ...value, ...stored });
            } catch (failure) {
              setError(failure);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="task-answer-upload">
            {value.file_url ? t("tasks.player.replaceFile") : t("tasks.player.attachFile")}
          </Button>
        </Upload>
      )}
      {error ? <Alert type="error" showIcon title={errorText(error, t)} className="task-hint" /> : null}
      <Input.TextArea
        autoSize={{ minRows: 2 }}
        value={value.text}
        readOnly={readOnly}
        placeholder={t("tasks.player.note")}
        aria-label={t("tasks.player.note")}
        onChange={(event) => onChange({ ...value, text: event.target.value })}
        className="task-note"
      />
    </>
  );
}
