import { useParams } from "react-router";
import { CourseEditScreen } from "../features/course-admin/components/CourseEditScreen";

export function CourseEditPage() {
  const { courseId } = useParams();
  return <CourseEditScreen courseId={Number(courseId)} />;
}
