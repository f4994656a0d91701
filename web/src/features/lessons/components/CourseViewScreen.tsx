import { CheckCircleFilled, EditOutlined, LockOutlined, PlusOutlined } from "@ant-design/icons";
import { nameInLanguage } from "@school/contracts";
import { Button, Card, List, Skeleton, Space, Tag, Typography } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Link } from "../../../ui/Link";
import { Progress } from "../../../ui/Progress";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { loadLockedLessonsNotice } from "../../tranche-payments";
import { useCourseLessons } from "../hooks/lessons.queries";
import { courseTitle, exListTitle } from "../lesson-text";
import { LessonMeta } from "./LessonMeta";
import { LessonsLoadFailed } from "./LessonsLoadFailed";
import { ProgressReportCard } from "./ProgressReportCard";
import "../lessons.css";
import "../texts";

const LockedLessonsNotice = lazy(loadLockedLessonsNotice);

/** A program's sections and lessons in order, with the student's progress; staff also get the authoring links. */
export function CourseViewScreen({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const managesLessons = useCan("lesson.manage");
  // Staff, and a teacher, who sees only the programs they teach: the constructor is theirs to open from here.
  const authorsTasks = useCan("exercise.author");
  const reportsProgress = useCan("progress.report");
  const followsOwnProgress = useCan("progress.read", "self");
  const course = useCourseLessons(courseId);
  if (course.isError) {
    return <LessonsLoadFailed error={course.error} courseId={courseId} onRetry={() => void course.refetch()} />;
  }
  if (!course.data) return <Skeleton active />;
  const { lessons, lessons_count: total, completed_count: done } = course.data;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);

  return (
    <section className="course-view" data-testid="course-view">
      <div className="lesson-view__head">
        <Typography.Title
          level={1}
          className="title-as-h3"
          style={{ margin: 0, fontSize: 24 }}
          data-testid="course-view-title"
        >
          {courseTitle(course.data.course, language)}
        </Typography.Title>
        {managesLessons && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`/course/${courseId}/lesson-add`)}
            data-testid="course-view-add"
          >
            {t("lessons.add")}
          </Button>
        )}
      </div>
      {followsOwnProgress && (
        <Card size="small" className="course-view__progress" data-testid="course-view-progress">
          <Typography.Text>{t("lessons.course.progress", { done, total })}</Typography.Text>
          <Progress percent={percent} aria-label={t("lessons.course.progressLabel")} />
        </Card>
      )}
      {reportsProgress && <ProgressReportCard courseId={courseId} />}
      {course.data.overdue_instalment && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
          <LockedLessonsNotice instalment={course.data.overdue_instalment} />
        </Suspense>
      )}
      {lessons.length === 0 ? (
        <Typography.Paragraph className="lessons-muted" data-testid="course-view-empty">
          {t("lessons.course.empty")}
        </Typography.Paragraph>
      ) : (
        <List
          className="surface"
          dataSource={lessons}
          renderItem={(lesson, index) => (
            <List.Item
              data-testid="course-view-lesson"
              actions={[
                ...(authorsTasks
                  ? [
                      <Link
                        key="tasks"
                        to={`/course/${courseId}/lesson/${lesson.id}/constructor`}
                        aria-label={`${t(lesson.ex_lists.length > 0 ? "lessons.course.editTasks" : "lessons.course.addTasks")}: ${nameInLanguage(language, lesson)}`}
                        data-testid="course-view-lesson-tasks"
                      >
                        {t(lesson.ex_lists.length > 0 ? "lessons.course.editTasks" : "lessons.course.addTasks")}
                      </Link>,
                    ]
                  : []),
                ...(managesLessons
                  ? [
                      <Link
                        key="edit"
                        to={`/course/${courseId}/lesson-edit/${lesson.id}`}
                        aria-label={`${t("lessons.edit")}: ${nameInLanguage(language, lesson)}`}
                      >
                        <EditOutlined />
                      </Link>,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta
                avatar={
                  <span className={`course-view__number${lesson.completed ? " course-view__number--done" : ""}`}>
                    {lesson.completed ? <CheckCircleFilled aria-label={t("lessons.course.done")} /> : index + 1}
                  </span>
                }
                title={
                  // A locked lesson is named, not linked: its page would only say what the notice above says.
                  lesson.locked ? (
                    <Space size={8} wrap data-testid="course-view-lesson-locked">
                      <Typography.Text>{nameInLanguage(language, lesson)}</Typography.Text>
                      <Tag icon={<LockOutlined />} title={t("lessons.course.lockedHint")}>
                        {t("lessons.course.locked")}
                      </Tag>
                    </Space>
                  ) : (
                    <Link to={`/course/view/${courseId}/lesson/${lesson.id}`} data-testid="course-view-lesson-link">
                      {nameInLanguage(language, lesson)}
                    </Link>
                  )
                }
                description={
                  <Space direction="vertical" size={4}>
                    <LessonMeta lesson={lesson} />
                    {lesson.ex_lists.length > 0 && (
                      <Typography.Text className="lessons-muted">
                        {lesson.ex_lists.map((list) => exListTitle(list, language)).join(" · ")}
                      </Typography.Text>
                    )}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
