/** The application statuses' query keys: a program's statuses and students, and the school's analytics. */
export const applicationStatusKeys = {
  ofProgram: (courseId: number) => ["application-status", "of-program", courseId] as const,
  students: (courseId: number) => ["application-status", "students", courseId] as const,
  totals: ["application-status", "totals"] as const,
  users: (status: string | undefined) => ["application-status", "users", status] as const,
};
