import type { LessonExList } from "@school/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Link } from "../../../ui/Link";
import { useCan } from "../../session";
import { fetchCourseLessons } from "../api/taking.api";
import { ExerciseListPlayer } from "./ExerciseListPlayer";
import "../tasks.css";
import "../texts";
import { lessonKeys } from "../../lessons";

/**
 * The tasks of a lesson in the lesson view: each exercise list with its player. A student answers; staff and
 * teachers see the tasks with the key's answers.
 */
export function LessonExercises({
  courseId,
  lessonId,
  lists,
}: {
  courseId: number;
  lessonId: number;
  lists: LessonExList[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const student = useCan("answer.save");
  // A teacher reaches this lesson only in a program they teach, so the role's authoring right is theirs here.
  const author = useCan("exercise.author");
  const constructorLink = `/course/${courseId}/lesson/${lessonId}/constructor`;
  // The lesson after this one in the program's order, which a passed list with `next` opens.
  const course = useQuery({
    queryKey: lessonKeys.course(courseId),
    queryFn: ({ signal }) => fetchCourseLessons(courseId, signal),
    enabled: lists.some((list) => list.next),
  });
  const ordered = course.data?.lessons ?? [];
  const here = ordered.findIndex((lesson) => lesson.id === lessonId);
  const nextLessonId = here >= 0 ? (ordered[here + 1]?.id ?? null) : null;
  return (
    <Card
      title={t("tasks.player.title")}
      size="small"
      data-testid="lesson-tasks"
      extra={
        author && lists.length > 0 ? (
          <Link to={constructorLink} data-testid="lesson-tasks-edit">
            {t("tasks.player.editTasks")}
          </Link>
        ) : null
      }
    >
      {lists.length === 0 && author ? (
        <div data-testid="lesson-tasks-empty">
          <Typography.Paragraph>{t("tasks.player.noListsAuthor")}</Typography.Paragraph>
          <Button type="primary" onClick={() => navigate(constructorLink)} data-testid="lesson-tasks-add">
            {t("tasks.player.addTasks")}
          </Button>
        </div>
      ) : lists.length === 0 ? (
        <Typography.Paragraph data-testid="lesson-tasks-empty">{t("tasks.player.noLists")}</Typography.Paragraph>
      ) : (
        [...lists]
          .sort((left, right) => left.order - right.order)
          .map((list) => (
            <ExerciseListPlayer
              key={list.id}
              courseId={courseId}
              lessonId={lessonId}
              list={list}
              nextLessonId={nextLessonId}
              student={student}
            />
          ))
      )}
    </Card>
  );
}
