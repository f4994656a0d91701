import {
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  EditOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import { type Lesson, nameInLanguage } from "@school/contracts";
import { Button, Card, List, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorText } from "../../../api/error-text";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { Link } from "../../../ui/Link";
import { LoadFailed } from "../../../ui/LoadFailed";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { useCourseLessons, useLessonMutations } from "../hooks/lessons.queries";
import { courseTitle } from "../lesson-text";
import { LessonMeta } from "./LessonMeta";
import "../texts";

/** One program's lessons in order; staff move them up and down and save the order at once, copy and delete them. */
export function ProgramLessonsEditor({ courseId, onBack }: { courseId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const staff = useCan("lesson.manage");
  const course = useCourseLessons(courseId);
  const mutations = useLessonMutations();
  // A draft order belongs to the data it was made from: a refetch (after a copy or a delete) starts afresh.
  const [draft, setDraft] = useState<{ at: number; rows: Lesson[] } | null>(null);
  const order = draft && draft.at === course.dataUpdatedAt ? draft.rows : null;
  const setOrder = (rows: Lesson[] | null) => setDraft(rows && { at: course.dataUpdatedAt, rows });
  if (course.isError) return <LoadFailed error={course.error} onRetry={() => void course.refetch()} />;
  if (!course.data) return <Skeleton active />;
  const rows = order ?? course.data.lessons;
  const changed = order !== null;
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    setOrder(next);
  };
  const saveOrder = () =>
    mutations.reorder.mutate(
      { courseId, lessons: rows.map((row, index) => ({ id: row.id, order: index })) },
      {
        onSuccess: () => toast.success(t("lessons.order.saved")),
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  const copy = (lessonId: number) =>
    mutations.copy.mutate(lessonId, {
      onSuccess: () => toast.success(t("lessons.copied")),
      onError: (error) => toast.error(errorText(error, t)),
    });
  const remove = (lessonId: number) =>
    mutations.remove.mutate(lessonId, {
      onSuccess: () => toast.success(t("lessons.deleted")),
      onError: (error) => toast.error(errorText(error, t)),
    });

  return (
    <section data-testid="program-lessons">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} style={{ paddingInline: 0 }}>
        {t("lessons.list.all")}
      </Button>
      <div className="lesson-view__head">
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="program-lessons-title">
          <Link to={`/course/view/${courseId}`}>{courseTitle(course.data.course, language)}</Link>
        </Typography.Title>
        {staff && (
          <Space wrap>
            {changed && (
              <Button onClick={() => setOrder(null)} data-testid="lessons-order-reset">
                {t("common.cancel")}
              </Button>
            )}
            <Button
              disabled={!changed}
              loading={mutations.reorder.isPending}
              onClick={saveOrder}
              data-testid="lessons-order-save"
            >
              {t("lessons.order.save")}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(`/course/${courseId}/lesson-add`)}
              data-testid="program-lessons-add"
            >
              {t("lessons.add")}
            </Button>
          </Space>
        )}
      </div>
      <Card size="small">
        {rows.length === 0 ? (
          <Typography.Paragraph className="lessons-muted">{t("lessons.course.empty")}</Typography.Paragraph>
        ) : (
          <List
            dataSource={rows}
            renderItem={(lesson, index) => (
              <List.Item data-testid="program-lesson">
                <div className="lesson-order__row" style={{ width: "100%" }}>
                  <div className="lesson-order__name">
                    <Link to={`/course/view/${courseId}/lesson/${lesson.id}`} data-testid="program-lesson-name">
                      {nameInLanguage(language, lesson)}
                    </Link>
                    <div>
                      <LessonMeta lesson={lesson} />
                    </div>
                  </div>
                  {staff && (
                    <Space size={2} wrap>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={`${t("lessons.order.up")}: ${nameInLanguage(language, lesson)}`}
                        data-testid="program-lesson-up"
                      />
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={index === rows.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={`${t("lessons.order.down")}: ${nameInLanguage(language, lesson)}`}
                        data-testid="program-lesson-down"
                      />
                      <Button
                        type="text"
                        size="small"
                        icon={<EditOutlined />}
                        onClick={() => navigate(`/course/${courseId}/lesson-edit/${lesson.id}`)}
                        aria-label={`${t("lessons.edit")}: ${nameInLanguage(language, lesson)}`}
                        data-testid="program-lesson-edit"
                      />
                      <Button
                        type="text"
                        size="small"
                        icon={<CopyOutlined />}
                        disabled={changed}
                        onClick={() => copy(lesson.id)}
                        aria-label={`${t("lessons.copy")}: ${nameInLanguage(language, lesson)}`}
                        data-testid="program-lesson-copy"
                      />
                      <ConfirmDeleteButton
                        question={t("lessons.deleteQuestion", { name: nameInLanguage(language, lesson) })}
                        onConfirm={() => remove(lesson.id)}
                        disabled={changed}
                        testId="program-lesson-delete"
                      />
                    </Space>
                  )}
                </div>
              </List.Item>
            )}
          />
        )}
      </Card>
    </section>
  );
}
