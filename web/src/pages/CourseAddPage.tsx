import { CourseAddScreen } from "../features/course-admin/components/CourseEditScreen";

export function CourseAddPage() {
  return <CourseAddScreen />;
}
