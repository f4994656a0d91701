export { useCourseDetailQuery } from "./hooks/use-course-admin.queries";
