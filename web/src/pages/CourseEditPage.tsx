import { useParams } from "react-router";
import { CourseEditScreen } from "../features/course-admin/program/CourseEditScreen";

export function CourseEditPage() {
  const { courseId } = useParams();
  return <CourseEditScreen courseId={Number(courseId)} />;
}
