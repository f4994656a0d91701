import { UploadOutlined } from "@ant-design/icons";
import { type LessonDetail, VIDEO_LIMIT_MB, youTubeVideoId } from "@school/contracts";
import { Alert, Button, Card, Form, Input, Space } from "antd";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Progress } from "../../../ui/Progress";
import { LessonVideo } from "./LessonVideo";
import "../texts";

/** Whether a chosen video is over the upload limit (the save stays disabled then). */
export const isTooBig = (file: File | null) => file !== null && file.size > VIDEO_LIMIT_MB * 1024 * 1024;

/**
 * The lesson form's video: the saved one with its removal, a file to upload on save (with the upload's progress),
 * or a YouTube link. The file is held by the form, which sends it after the lesson is saved.
 */
export function LessonVideoCard({
  lesson,
  file,
  onFile,
  fileInput,
  progress,
  onRemoveVideo,
}: {
  lesson?: LessonDetail;
  file: File | null;
  onFile: (file: File | null) => void;
  fileInput: RefObject<HTMLInputElement | null>;
  /** The upload's share sent, from 0 to 1, while a video is being sent. */
  progress: number | null;
  /** Removes the saved video: the form's own update, so the form waits for it like for a save. */
  onRemoveVideo: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t("lessons.form.video")} style={{ marginBottom: 16 }}>
      {lesson?.video && (
        <div style={{ marginBottom: 12 }}>
          <LessonVideo lesson={lesson} />
          <Button danger type="link" onClick={onRemoveVideo} data-testid="lesson-video-remove">
            {t("lessons.form.removeVideo")}
          </Button>
        </div>
      )}
      <Form.Item label={t("lessons.form.upload", { max: VIDEO_LIMIT_MB })} htmlFor="lesson-video-file">
        <Space direction="vertical" style={{ width: "100%" }}>
          <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
            {file ? file.name : t("lessons.form.chooseVideo")}
          </Button>
          <input
            id="lesson-video-file"
            ref={fileInput}
            type="file"
            accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov,.m4v"
            className="visually-hidden"
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            data-testid="lesson-video-file"
          />
          {isTooBig(file) && <Alert type="error" showIcon title={t("lessons.form.tooBig", { max: VIDEO_LIMIT_MB })} />}
          {progress !== null && (
            <Progress
              percent={Math.round(progress * 100)}
              aria-label={t("lessons.form.uploading")}
              data-testid="lesson-upload-progress"
            />
          )}
        </Space>
      </Form.Item>
      <Form.Item
        name="youtube_link"
        label={t("lessons.form.youtube")}
        rules={[
          {
            validator: async (_rule, value?: string) => {
              if (value?.trim() && youTubeVideoId(value) === null) throw new Error(t("lessons.form.youtubeInvalid"));
            },
          },
        ]}
      >
        <Input inputMode="url" placeholder="https://www.youtube.com/watch?v=…" data-testid="lesson-youtube-input" />
      </Form.Item>
    </Card>
  );
}
