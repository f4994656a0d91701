/** The query keys of a program's matching students: those who qualify, and the searches by education and language. */
export const studentMatchingKeys = {
  qualified: (courseId: number, page: number) => ["student-matching", "qualified", courseId, page] as const,
  education: (query: object) => ["student-matching", "education", query] as const,
  language: (query: object) => ["student-matching", "language", query] as const,
};
