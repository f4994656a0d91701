import type { UiLanguage } from "@school/contracts";
import { and, asc, eq } from "drizzle-orm";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import {
  calendarFeeds,
  courseMembers,
  exerciseAttempts,
  exercises,
  groupStudents,
  homeworks,
  lessonCompletions,
  scheduleLessonStudents,
  studyGroups,
  taskBoards,
} from "../../db/schema/index.js";
import { groupName } from "../../db/shown-names.js";

/**
 * A student's learning as the export and the erasure see it (decision 0033, issue 20): what they wrote and drew, the
 * groups and programs they belong to, and the lessons of the timetable they were booked on. Each part is read with
 * what makes it readable on its own (the task's title, the group's name in the reader's language, the lesson's status
 * and times).
 */
export async function learningOfStudent(scope: Scope, input: { userId: number; language: UiLanguage }) {
  const { userId } = input;
  const [answers, attempts, completions, groups, programs, attendance, drawings] = await Promise.all([
    answersOf(scope, userId),
    scope.db
      .select()
      .from(exerciseAttempts)
      .where(and(inSchool(scope, exerciseAttempts), eq(exerciseAttempts.userId, userId))),
    scope.db
      .select()
      .from(lessonCompletions)
      .where(and(inSchool(scope, lessonCompletions), eq(lessonCompletions.userId, userId))),
    groupsOf(scope, input),
    scope.db
      .select({ courseId: courseMembers.courseId, role: courseMembers.role, joinedAt: courseMembers.createdAt })
      .from(courseMembers)
      .where(and(inSchool(scope, courseMembers), eq(courseMembers.userId, userId))),
    attendanceOf(scope, userId),
    drawingsOf(scope, userId),
  ]);
  return {
    answers,
    exercise_attempts: attempts,
    lesson_completions: completions,
    groups,
    programs,
    attendance,
    board_drawings: drawings,
  };
}

/** The student's answers, each with its task's title and type. */
function answersOf(scope: Scope, userId: number) {
  return scope.db
    .select({
      id: homeworks.id,
      courseId: homeworks.courseId,
      lessonId: homeworks.lessonId,
      exListId: homeworks.exListId,
      taskId: homeworks.taskId,
      taskTitle: exercises.title,
      taskType: exercises.type,
      title: homeworks.title,
      desc: homeworks.desc,
      answer: homeworks.answer,
      docName: homeworks.docName,
      fileUrl: homeworks.fileUrl,
      status: homeworks.status,
      grade: homeworks.grade,
      comment: homeworks.comment,
      gradedAt: homeworks.gradedAt,
      createdAt: homeworks.createdAt,
      updatedAt: homeworks.updatedAt,
    })
    .from(homeworks)
    .leftJoin(exercises, and(eq(exercises.id, homeworks.taskId), inSchool(scope, exercises)))
    .where(and(inSchool(scope, homeworks), eq(homeworks.userId, userId)))
    .orderBy(asc(homeworks.id));
}

/** The groups the student is in, each named in the reader's language. */
function groupsOf(scope: Scope, input: { userId: number; language: UiLanguage }) {
  return scope.db
    .select({
      groupId: studyGroups.id,
      nameGroup: groupName(input.language),
      courseId: studyGroups.courseId,
      joinedAt: groupStudents.createdAt,
    })
    .from(groupStudents)
    .innerJoin(studyGroups, and(eq(studyGroups.id, groupStudents.groupId), inSchool(scope, studyGroups)))
    .where(and(inSchool(scope, groupStudents), eq(groupStudents.userId, input.userId)));
}

/** The timetable's lessons the student was booked on, with their status and times, earliest first. */
function attendanceOf(scope: Scope, userId: number) {
  return scope.db
    .select({
      lessonId: scheduleLessonStudents.lessonId,
      status: scheduleLessonStudents.status,
      typeLesson: scheduleLessonStudents.typeLesson,
      courseId: scheduleLessonStudents.courseId,
      teacherId: scheduleLessonStudents.teacherId,
      startAt: scheduleLessonStudents.startAt,
      endAt: scheduleLessonStudents.endAt,
    })
    .from(scheduleLessonStudents)
    .where(and(inSchool(scope, scheduleLessonStudents), eq(scheduleLessonStudents.userId, userId)))
    .orderBy(asc(scheduleLessonStudents.startAt));
}

/** The student's drawings on task boards, each with its task's title. */
function drawingsOf(scope: Scope, userId: number) {
  return scope.db
    .select({
      id: taskBoards.id,
      exerciseId: taskBoards.exerciseId,
      taskTitle: exercises.title,
      scene: taskBoards.scene,
      version: taskBoards.version,
      updatedAt: taskBoards.updatedAt,
    })
    .from(taskBoards)
    .leftJoin(exercises, and(eq(exercises.id, taskBoards.exerciseId), inSchool(scope, exercises)))
    .where(and(inSchool(scope, taskBoards), eq(taskBoards.studentId, userId)));
}

/**
 * Erases what the student wrote, drew and belonged to, inside the erasure's transaction; answers the stored files of
 * their answers, removed once it commits. Attendance (the timetable's lessons they were booked on) stays, tied to the
 * anonymised account like the payments: it is the school's record of lessons given, counted in the teachers' hours
 * and the reports, and holds nothing the student wrote.
 */
export async function eraseLearning(scope: Scope, userId: number): Promise<string[]> {
  const answers = await scope.db
    .delete(homeworks)
    .where(and(inSchool(scope, homeworks), eq(homeworks.userId, userId)))
    .returning({ file: homeworks.fileUrl });
  await scope.db.delete(taskBoards).where(and(inSchool(scope, taskBoards), eq(taskBoards.studentId, userId)));
  await scope.db
    .delete(exerciseAttempts)
    .where(and(inSchool(scope, exerciseAttempts), eq(exerciseAttempts.userId, userId)));
  await scope.db
    .delete(lessonCompletions)
    .where(and(inSchool(scope, lessonCompletions), eq(lessonCompletions.userId, userId)));
  await scope.db.delete(groupStudents).where(and(inSchool(scope, groupStudents), eq(groupStudents.userId, userId)));
  await scope.db.delete(courseMembers).where(and(inSchool(scope, courseMembers), eq(courseMembers.userId, userId)));
  await scope.db.delete(calendarFeeds).where(and(inSchool(scope, calendarFeeds), eq(calendarFeeds.userId, userId)));
  return answers.map((row) => row.file).filter((file): file is string => typeof file === "string" && file !== "");
}
