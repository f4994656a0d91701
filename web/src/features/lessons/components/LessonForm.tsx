import { ArrowLeftOutlined, CopyOutlined, DeleteOutlined, EyeOutlined, UploadOutlined } from "@ant-design/icons";
import {
  GROUP_TYPES,
  LESSON_ITEM_TYPES,
  LESSON_MAX_DURATION_MINUTES,
  LESSON_MAX_ORDER,
  type LessonDetail,
  type LessonItemType,
  nameInLanguage,
  VIDEO_LIMIT_MB,
  youTubeVideoId,
} from "@school/contracts";
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Progress,
  Radio,
  Select,
  Space,
  Switch,
} from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { FormError } from "../../../ui/FormError";
import { NameInLanguages } from "../../../ui/NameInLanguages";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { formRules } from "../../../ui/validation";
import { useUiLanguage } from "../../language";
import { useLessonMutations } from "../hooks/lessons.queries";
import { fromLocalInput, toLocalInput } from "../lesson-text";
import { LessonVideo } from "./LessonVideo";
import "../lessons.css";

type Values = {
  name: string;
  name_kk: string;
  name_en: string;
  order: number | null;
  duration: number | null;
  item_type: LessonItemType;
  lesson_type: string;
  timer: boolean;
  description: string;
  youtube_link: string;
  live_start: string;
  live_link: string;
};

const LESSON_NAMES = { ru: "name", kk: "name_kk", en: "name_en" } as const;

/** "Optional" in the form is a lesson for every group type: null in the API. */
const ANY_TYPE = "any";

function initialValues(lesson: LessonDetail | undefined): Values {
  return {
    name: lesson?.name_ru ?? "",
    name_kk: lesson?.name_kk ?? "",
    name_en: lesson?.name_en ?? "",
    order: lesson?.order ?? null,
    duration: lesson?.duration ?? 0,
    item_type: lesson?.item_type ?? "video",
    lesson_type: lesson?.lesson_type ?? ANY_TYPE,
    timer: lesson?.timer ?? false,
    description: lesson?.description ?? "",
    youtube_link: lesson?.youtube_link ?? "",
    live_start: toLocalInput(lesson?.live_start ?? null),
    live_link: lesson?.live_link ?? "",
  };
}

/**
 * The lesson form (`lesson-add`, `lesson-edit`): what it is, a video (uploaded with progress, or a YouTube link), a
 * livestream's start and link; on edit also copy and delete. A new lesson is created first, then its video sent.
 */
export function LessonForm({ courseId, lesson }: { courseId: number; lesson?: LessonDetail }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const mutations = useLessonMutations();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const itemType = Form.useWatch("item_type", form) ?? lesson?.item_type ?? "video";
  const busy = mutations.create.isPending || mutations.update.isPending || progress !== null;

  const uploadVideo = async (lessonId: number) => {
    if (!file) return;
    setProgress(0);
    try {
      await mutations.uploadVideo.mutateAsync({ lessonId, file, onProgress: setProgress });
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
    } finally {
      setProgress(null);
    }
  };

  const submit = async (values: Values) => {
    setFailure(null);
    const body = {
      name: values.name.trim(),
      name_kk: values.name_kk.trim(),
      name_en: values.name_en.trim(),
      duration: values.duration ?? 0,
      item_type: values.item_type,
      lesson_type: values.lesson_type === ANY_TYPE ? null : (values.lesson_type as (typeof GROUP_TYPES)[number]),
      timer: values.timer,
      description: values.description,
      youtube_link: values.youtube_link.trim() || null,
      live_start: values.item_type === "livestream" ? fromLocalInput(values.live_start) : null,
      live_link: values.item_type === "livestream" ? values.live_link.trim() || null : null,
      ...(values.order === null ? {} : { order: values.order }),
    };
    try {
      const saved = lesson
        ? await mutations.update.mutateAsync({ lessonId: lesson.id, body })
        : await mutations.create.mutateAsync({ course_id: courseId, ...body });
      await uploadVideo(saved.id);
      toast.success(t("lessons.form.saved"));
      if (!lesson) navigate(`/course/${courseId}/lesson-edit/${saved.id}`, { replace: true });
    } catch (error) {
      setFailure(error);
      if (isApiError(error) && error.fields) {
        const known = Object.entries(error.fields).filter(([name]) => name in initialValues(undefined));
        form.setFields(known.map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
      }
    }
  };

  // Awaited rather than given callbacks: a callback of `mutate` is dropped if the form re-renders away meanwhile.
  const copy = async () => {
    if (!lesson) return;
    try {
      const copied = await mutations.copy.mutateAsync(lesson.id);
      toast.success(t("lessons.copied"));
      navigate(`/course/${courseId}/lesson-edit/${copied.id}`);
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };
  const remove = async () => {
    if (!lesson) return;
    try {
      await mutations.remove.mutateAsync(lesson.id);
      toast.success(t("lessons.deleted"));
      navigate(`/course/view/${courseId}`);
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };
  const removeVideo = () =>
    lesson &&
    mutations.update.mutate(
      { lessonId: lesson.id, body: { video: null } },
      { onError: (error) => toast.error(errorText(error, t)) },
    );

  const tooBig = file !== null && file.size > VIDEO_LIMIT_MB * 1024 * 1024;

  return (
    <div className="lesson-form" data-testid="lesson-form">
      <Space wrap style={{ marginBottom: 12 }}>
        <Link to={`/course/view/${courseId}`}>
          <ArrowLeftOutlined /> {t("lessons.form.back")}
        </Link>
      </Space>
      {lesson && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button
            icon={<EyeOutlined />}
            onClick={() => navigate(`/course/view/${courseId}/lesson/${lesson.id}`)}
            data-testid="lesson-form-view"
          >
            {t("lessons.form.view")}
          </Button>
          <Button
            onClick={() => navigate(`/course/${courseId}/lesson/${lesson.id}/constructor`)}
            data-testid="lesson-form-constructor"
          >
            {t("lessons.form.constructor")}
          </Button>
          <Button
            icon={<CopyOutlined />}
            loading={mutations.copy.isPending}
            onClick={() => void copy()}
            data-testid="lesson-copy"
          >
            {t("lessons.copy")}
          </Button>
          <Popconfirm
            title={t("lessons.deleteQuestion", { name: nameInLanguage(language, lesson) })}
            okText={t("common.delete")}
            cancelText={t("common.cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => void remove()}
          >
            <Button danger icon={<DeleteOutlined />} data-testid="lesson-delete">
              {t("common.delete")}
            </Button>
          </Popconfirm>
        </Space>
      )}
      <FormError error={failure} />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues(lesson)}
        onFinish={submit}
        disabled={busy}
        requiredMark
      >
        <Card size="small" style={{ marginBottom: 16 }}>
          <NameInLanguages
            label={t("lessons.form.name")}
            fields={LESSON_NAMES}
            testIds={{ ru: "lesson-name", kk: "lesson-name-kk", en: "lesson-name-en" }}
            maxLength={255}
          />
          <div className="lesson-form__row">
            <Form.Item
              name="order"
              label={lesson ? t("lessons.form.order") : `${t("lessons.form.order")} (${t("lessons.form.orderHint")})`}
            >
              <InputNumber
                min={0}
                max={LESSON_MAX_ORDER}
                precision={0}
                style={{ width: "100%" }}
                data-testid="lesson-order"
              />
            </Form.Item>
            <Form.Item name="duration" label={t("lessons.form.duration")}>
              <InputNumber
                min={0}
                max={LESSON_MAX_DURATION_MINUTES}
                precision={0}
                style={{ width: "100%" }}
                data-testid="lesson-duration"
              />
            </Form.Item>
            <Form.Item name="lesson_type" label={t("lessons.form.lessonType")}>
              <Select
                data-testid="lesson-type"
                options={[ANY_TYPE, ...GROUP_TYPES].map((type) => ({
                  value: type,
                  label: t(runtimeKey(`lessons.lessonType.${type}`)),
                }))}
              />
            </Form.Item>
          </div>
          <Form.Item name="item_type" label={t("lessons.form.itemType")}>
            <Radio.Group
              optionType="button"
              data-testid="lesson-item-type"
              options={LESSON_ITEM_TYPES.map((type) => ({
                value: type,
                label: t(runtimeKey(`lessons.itemType.${type}`)),
              }))}
            />
          </Form.Item>
          <Form.Item name="timer" label={t("lessons.form.timer")} valuePropName="checked">
            <Switch data-testid="lesson-timer" />
          </Form.Item>
          <Form.Item name="description" label={t("lessons.form.description")} rules={[{ max: 20_000 }]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} data-testid="lesson-description-input" />
          </Form.Item>
        </Card>

        {itemType === "livestream" && (
          <Card size="small" title={t("lessons.view.livestream")} style={{ marginBottom: 16 }}>
            <div className="lesson-form__row">
              <Form.Item name="live_start" label={t("lessons.form.liveStart")} rules={[formRules.required(t)]}>
                <Input type="datetime-local" data-testid="lesson-live-start" />
              </Form.Item>
              <Form.Item
                name="live_link"
                label={t("lessons.form.liveLink")}
                rules={[
                  formRules.required(t),
                  { pattern: /^https:\/\/\S+\.\S+/, message: t("lessons.form.httpsOnly") },
                ]}
              >
                <Input inputMode="url" placeholder="https://" data-testid="lesson-live-link" />
              </Form.Item>
            </div>
          </Card>
        )}

        <Card size="small" title={t("lessons.form.video")} style={{ marginBottom: 16 }}>
          {lesson?.video && (
            <div style={{ marginBottom: 12 }}>
              <LessonVideo lesson={lesson} />
              <Button danger type="link" onClick={removeVideo} data-testid="lesson-video-remove">
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
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                data-testid="lesson-video-file"
              />
              {tooBig && <Alert type="error" showIcon title={t("lessons.form.tooBig", { max: VIDEO_LIMIT_MB })} />}
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
                  if (value?.trim() && youTubeVideoId(value) === null)
                    throw new Error(t("lessons.form.youtubeInvalid"));
                },
              },
            ]}
          >
            <Input inputMode="url" placeholder="https://www.youtube.com/watch?v=…" data-testid="lesson-youtube-input" />
          </Form.Item>
        </Card>

        <Button type="primary" htmlType="submit" loading={busy} disabled={tooBig} data-testid="lesson-save">
          {lesson ? t("common.save") : t("lessons.form.create")}
        </Button>
      </Form>
    </div>
  );
}
