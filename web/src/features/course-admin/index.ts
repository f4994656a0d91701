export { useCourseDetailQuery } from "./program/use-program";
