export { LazyStudentResults } from "./grading/LazyStudentResults";
export { LessonExercises } from "./player/LessonExercises";
