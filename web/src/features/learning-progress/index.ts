export { usePaidCourseIds } from "./hooks/use-paid-courses.query";
export { learningProgressKeys } from "./learning-progress.keys";
