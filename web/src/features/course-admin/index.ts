export { useCourseDetailQuery } from "./program/use-program";
export { useSchoolCoursesQuery } from "./program/use-school-courses";
