import { useParams } from "react-router";
import { CourseViewScreen } from "../features/lessons/components/CourseViewScreen";

export function CourseViewPage() {
  const { courseId } = useParams();
  return <CourseViewScreen key={courseId} courseId={Number(courseId)} />;
}
