import { useLesson } from "../../features/lessons/hooks/lessons.queries";
import { LessonExercises } from "../../features/tasks/player/LessonExercises";

/**
 * The lesson's exercise lists and their tasks: the task player (features/tasks) in the lesson view's slot, joined
 * here by the page since the tasks build on the lessons (their keys, titles and dates) and not the other way.
 */
export function LessonTasks({ lessonId, courseId }: { lessonId: number; courseId: number }) {
  const lesson = useLesson(lessonId);
  return <LessonExercises courseId={courseId} lessonId={lessonId} lists={lesson.data?.ex_lists ?? []} />;
}
