export { usePaidCourseIds } from "./hooks/use-paid-courses.query";
