/** The tasks feature's query keys: exercise lists and their tasks, answers, grading queues and trackers. */
export const taskKeys = {
  all: ["tasks"] as const,
  lists: (lessonId: number) => ["tasks", "lists", lessonId] as const,
  listTasks: (listId: number) => ["tasks", "list-tasks", listId] as const,
  answers: (listId: number) => ["tasks", "answers", listId] as const,
  reviewOf: (listId: number) => ["tasks", "answers", listId, "review"] as const,
  next: (listId: number) => ["tasks", "next", listId] as const,
  nextLesson: (listId: number, nextLessonId: number | null) => ["tasks", "next", listId, nextLessonId] as const,
  review: ["tasks", "review"] as const,
  queue: (scope: { course?: number; ex_list?: number }) => ["tasks", "review", "queue", scope] as const,
  reviewOfProgram: (courseId: number, q: string, page: number) => ["tasks", "review", courseId, q, page] as const,
  handedIn: (filters: object, page: number) => ["tasks", "review", "handed-in", filters, page] as const,
  tracker: ["tasks", "tracker"] as const,
  trackerOfProgram: (courseId: number) => ["tasks", "tracker", courseId] as const,
  trackerPage: (courseId: number, page: number) => ["tasks", "tracker", courseId, page] as const,
  trackerOfStudent: (courseId: number, userId: number) => ["tasks", "tracker", courseId, "student", userId] as const,
  trackerOfList: (courseId: number, listId: number | null, page: number) =>
    ["tasks", "tracker", courseId, "list", listId, page] as const,
  studentResults: (userId: number) => ["tasks", "tracker", "student-results", userId] as const,
  studentAttempts: (listId: number, studentId: number) => ["tasks", "student-attempts", listId, studentId] as const,
};
