/** The handed-in program files' query keys: a program's files and one file's history. */
export const programFileKeys = {
  all: ["program-files"] as const,
  ofProgram: (courseId: number) => ["program-files", courseId] as const,
  log: (fileId: number) => ["program-files", "log", fileId] as const,
};
