import { useParams } from "react-router";
import { LessonViewScreen } from "../features/lessons/components/LessonViewScreen";

export function CourseLessonViewPage() {
  const { courseId, lessonId } = useParams();
  return <LessonViewScreen key={lessonId} courseId={Number(courseId)} lessonId={Number(lessonId)} />;
}
