/**
 * The answers module's face for other modules: homework's review reads and grades a handed-in answer through it (its
 * columns, the answer and its list, the API's shape of it, an attempt recomputed after a grade), and exercises ask it
 * for a list's rules and regrade a task's automatic grades when its key changes (decision 0030).
 */

export { answersModule } from "./answers.module.js";
export { answerColumns, findAnswer, findList, listRules } from "./answers.queries.js";
export { toHomeworkAnswer } from "./attempts.service.js";
export { recomputeAttempt } from "./grading.js";
export { countAutoGraded, gradedAutomatically, REGRADE_INLINE_LIMIT, regradeAll } from "./regrade.js";
