import { useParams } from "react-router";
import { LessonViewScreen } from "../features/lessons/components/LessonViewScreen";
import { LessonTasks } from "./parts/LessonTasks";

export function CourseLessonViewPage() {
  const { courseId, lessonId } = useParams();
  return (
    <LessonViewScreen
      key={lessonId}
      courseId={Number(courseId)}
      lessonId={Number(lessonId)}
      tasks={<LessonTasks lessonId={Number(lessonId)} courseId={Number(courseId)} />}
    />
  );
}
