import { ArrowLeftOutlined, ArrowRightOutlined, EditOutlined, LinkOutlined } from "@ant-design/icons";
import { inLanguage, nameInLanguage } from "@school/contracts";
import { Alert, Button, Card, Skeleton, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Link } from "../../../ui/Link";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { useCourseLessons, useLesson } from "../hooks/lessons.queries";
import { courseTitle, formatLiveStart } from "../lesson-text";
import { LessonMeta } from "./LessonMeta";
import { LessonsLoadFailed } from "./LessonsLoadFailed";
import { LessonVideo } from "./LessonVideo";
import "../lessons.css";
import "../texts";

/** One lesson as its students take it: the video, a livestream's time and link, the description and the tasks. */
export function LessonViewScreen({
  courseId,
  lessonId,
  tasks,
}: {
  courseId: number;
  lessonId: number;
  /** The lesson's tasks (the task player), given by the page: drawn below the description once the lesson is read. */
  tasks: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const managesLessons = useCan("lesson.manage");
  const lesson = useLesson(lessonId);
  const course = useCourseLessons(courseId);
  if (lesson.isError) {
    return <LessonsLoadFailed error={lesson.error} courseId={courseId} onRetry={() => void lesson.refetch()} />;
  }
  if (!lesson.data) return <Skeleton active />;
  const data = lesson.data;
  const siblings = course.data?.lessons ?? [];
  const index = siblings.findIndex((row) => row.id === lessonId);
  const previous = index > 0 ? siblings[index - 1] : undefined;
  const next = index >= 0 ? siblings[index + 1] : undefined;
  const lessonLink = (id: number) => `/course/view/${courseId}/lesson/${id}`;
  // As the name: the cached answer follows a language switch without a refetch (decision 0134).
  const description = inLanguage(language, {
    ru: data.description_ru,
    kk: data.description_kk,
    en: data.description_en,
  });

  return (
    <article className="lesson-view" data-testid="lesson-view">
      <Space wrap style={{ marginBottom: 12 }}>
        <Link to={`/course/view/${courseId}`} data-testid="lesson-back">
          <ArrowLeftOutlined /> {courseTitle(data.course, language)}
        </Link>
      </Space>
      <div className="lesson-view__head">
        <Typography.Title
          level={1}
          className="title-as-h3"
          style={{ margin: 0, fontSize: 24 }}
          data-testid="lesson-title"
        >
          {nameInLanguage(language, data)}
        </Typography.Title>
        {managesLessons && (
          <Button
            icon={<EditOutlined />}
            onClick={() => navigate(`/course/${courseId}/lesson-edit/${lessonId}`)}
            data-testid="lesson-edit"
          >
            {t("lessons.edit")}
          </Button>
        )}
      </div>
      <LessonMeta lesson={data} />
      <div className="lesson-view__body">
        <LessonVideo lesson={data} />
        {data.item_type === "livestream" && (
          <Card size="small" title={t("lessons.view.livestream")} data-testid="lesson-live">
            {data.live_start && (
              <p>
                {t("lessons.view.startsAt")}: <strong>{formatLiveStart(data.live_start, language)}</strong>
              </p>
            )}
            {data.live_link ? (
              <Button
                type="primary"
                icon={<LinkOutlined />}
                href={data.live_link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("lessons.view.join")}
              </Button>
            ) : (
              <Alert type="info" title={t("lessons.view.noLink")} />
            )}
          </Card>
        )}
        {description && (
          <Typography.Paragraph className="lesson-view__description" data-testid="lesson-description">
            {description}
          </Typography.Paragraph>
        )}
        {tasks}
      </div>
      <nav className="lesson-view__pager" aria-label={t("lessons.view.pager")}>
        {previous ? (
          <Link to={lessonLink(previous.id)} data-testid="lesson-previous">
            <ArrowLeftOutlined /> {nameInLanguage(language, previous)}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link to={lessonLink(next.id)} data-testid="lesson-next">
            {nameInLanguage(language, next)} <ArrowRightOutlined />
          </Link>
        )}
      </nav>
    </article>
  );
}
