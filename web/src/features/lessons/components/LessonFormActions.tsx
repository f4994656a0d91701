import { CopyOutlined, DeleteOutlined, EyeOutlined } from "@ant-design/icons";
import { type LessonDetail, nameInLanguage } from "@school/contracts";
import { Button, Popconfirm, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorText } from "../../../api/error-text";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { useLessonMutations } from "../hooks/lessons.queries";
import "../texts";

/** A saved lesson's actions above its form: view it, open its tasks' constructor, copy it, delete it. */
export function LessonFormActions({ courseId, lesson }: { courseId: number; lesson: LessonDetail }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const mutations = useLessonMutations();

  // Awaited rather than given callbacks: a callback of `mutate` is dropped if the form re-renders away meanwhile.
  const copy = async () => {
    try {
      const copied = await mutations.copy.mutateAsync(lesson.id);
      toast.success(t("lessons.copied"));
      navigate(`/course/${courseId}/lesson-edit/${copied.id}`);
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };
  const remove = async () => {
    try {
      await mutations.remove.mutateAsync(lesson.id);
      toast.success(t("lessons.deleted"));
      navigate(`/course/view/${courseId}`);
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };

  return (
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
  );
}
