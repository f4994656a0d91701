// The lesson page's exercises (the task player) are imported from their own module by the page's part
// (`pages/parts/LessonTasks.tsx`): through this index the student page downloaded the player (decision 0174).
export { LazyStudentResults } from "./grading/LazyStudentResults";
