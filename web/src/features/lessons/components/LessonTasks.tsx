import { LessonExercises } from "../../tasks";
import { useLesson } from "../hooks/lessons.queries";

/** The lesson's exercise lists and their tasks: the task player (features/tasks) in the lesson view's slot. */
export function LessonTasks({ lessonId, courseId }: { lessonId: number; courseId: number }) {
  const lesson = useLesson(lessonId);
  return <LessonExercises courseId={courseId} lessonId={lessonId} lists={lesson.data?.ex_lists ?? []} />;
}
