export { lessonKeys, useCourseLessons } from "./hooks/lessons.queries";
export { courseTitle } from "./lesson-text";
