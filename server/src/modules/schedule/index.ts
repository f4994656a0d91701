/**
 * The schedule's face for other modules: planning lessons and the slots of a weekly timetable (the groups plan a
 * group's timetable through them), the school's schedule rules (groups), and the lessons planned outside its work hours
 * (the school's settings).
 */

export { planLessons, weeklySlots } from "./lessons/lesson-planning.js";
export { scheduleModule } from "./schedule.module.js";
export { countPlannedOutsideWorkHours, selectRules } from "./schedule.queries.js";
