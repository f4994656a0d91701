import { CourseAddScreen } from "../features/course-admin/program/CourseEditScreen";

export function CourseAddPage() {
  return <CourseAddScreen />;
}
