import { ArrowLeftOutlined } from "@ant-design/icons";
import {
  GROUP_TYPES,
  LESSON_ITEM_TYPES,
  LESSON_MAX_DURATION_MINUTES,
  LESSON_MAX_ORDER,
  type LessonDetail,
} from "@school/contracts";
import { Button, Card, Form, Input, Radio, Select, Space, Switch } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { FormError } from "../../../ui/FormError";
import { Link } from "../../../ui/Link";
import { NameInLanguages } from "../../../ui/NameInLanguages";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { formRules } from "../../../ui/validation";
import { useLessonMutations } from "../hooks/lessons.queries";
import {
  ANY_TYPE,
  initialValues,
  LESSON_DESCRIPTIONS,
  LESSON_NAMES,
  type LessonFormValues,
  lessonBody,
} from "../lesson-form-values";
import { LessonFormActions } from "./LessonFormActions";
import { isTooBig, LessonVideoCard } from "./LessonVideoCard";
import "../lessons.css";
import { DateTimeField } from "../../../ui/DateField";
import { NumberField } from "../../../ui/NumberField";
import "../texts";

/**
 * The lesson form (`lesson-add`, `lesson-edit`): what it is, a video (uploaded with progress, or a YouTube link), a
 * livestream's start and link; on edit also copy and delete. A new lesson is created first, then its video sent.
 */
export function LessonForm({ courseId, lesson }: { courseId: number; lesson?: LessonDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LessonFormValues>();
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

  const submit = async (values: LessonFormValues) => {
    setFailure(null);
    const body = lessonBody(values);
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
        form.setFields(known.map(([name, message]) => ({ name: name as keyof LessonFormValues, errors: [message] })));
      }
    }
  };

  const removeVideo = () =>
    lesson &&
    mutations.update.mutate(
      { lessonId: lesson.id, body: { video: null } },
      { onError: (error) => toast.error(errorText(error, t)) },
    );

  return (
    <div className="lesson-form" data-testid="lesson-form">
      <Space wrap style={{ marginBottom: 12 }}>
        <Link to={`/course/view/${courseId}`}>
          <ArrowLeftOutlined /> {t("lessons.form.back")}
        </Link>
      </Space>
      {lesson && <LessonFormActions courseId={courseId} lesson={lesson} />}
      <FormError error={failure} />
      <Form<LessonFormValues>
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
              <NumberField
                min={0}
                max={LESSON_MAX_ORDER}
                precision={0}
                style={{ width: "100%" }}
                data-testid="lesson-order"
              />
            </Form.Item>
            <Form.Item name="duration" label={t("lessons.form.duration")}>
              <NumberField
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
          <NameInLanguages
            label={t("lessons.form.description")}
            fields={LESSON_DESCRIPTIONS}
            testIds={{
              ru: "lesson-description-input",
              kk: "lesson-description-kk",
              en: "lesson-description-en",
            }}
            maxLength={20_000}
            text
            optional
          />
        </Card>

        {itemType === "livestream" && (
          <Card size="small" title={t("lessons.view.livestream")} style={{ marginBottom: 16 }}>
            <div className="lesson-form__row">
              <Form.Item name="live_start" label={t("lessons.form.liveStart")} rules={[formRules.required(t)]}>
                <DateTimeField data-testid="lesson-live-start" />
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

        <LessonVideoCard
          lesson={lesson}
          file={file}
          onFile={setFile}
          fileInput={fileInput}
          progress={progress}
          onRemoveVideo={removeVideo}
        />

        <Button type="primary" htmlType="submit" loading={busy} disabled={isTooBig(file)} data-testid="lesson-save">
          {lesson ? t("common.save") : t("lessons.form.create")}
        </Button>
      </Form>
    </div>
  );
}
