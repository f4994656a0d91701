import type { Period } from "./period";

/** The reports' query keys, one per report over a period. */
export const reportKeys = {
  all: ["reports"] as const,
  programProgress: (period: Period) => ["reports", "progress-course", period] as const,
  studentProgress: (courseId: number | undefined, period: Period) =>
    ["reports", "student-progress", courseId, period] as const,
  studentHomework: (studentId: number | undefined, period: Period) =>
    ["reports", "student-homework", studentId, period] as const,
  teacherLessons: (period: Period) => ["reports", "teacher-lessons", period] as const,
  studentLessons: (period: Period) => ["reports", "student-lessons", period] as const,
  myLessonCount: (period: Period) => ["reports", "my-lesson-count", period] as const,
  myLessons: (period: Period) => ["reports", "my-lessons", period] as const,
  summary: (by: string, period: Period) => ["reports", "summary", by, period] as const,
  teacherMonths: (teacherId: number | undefined) => ["reports", "teacher-months", teacherId] as const,
  teacherRelation: (period: Period, search: string) => ["reports", "teacher-relation", period, search] as const,
  studentTeachers: (studentId: number | undefined) => ["reports", "student-teachers", studentId] as const,
};
