export { lessonKeys, useCourseLessons } from "./hooks/lessons.queries";
export { courseTitle, fromLocalInput, toLocalInput } from "./lesson-text";
