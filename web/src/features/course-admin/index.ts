export { useCourseDetailQuery, useSchoolCoursesQuery } from "./program/use-program";
