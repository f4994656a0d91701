/** The signed-in student's own learning: what they paid for and their standing in a program's lessons. */
export const learningProgressKeys = {
  paid: (userId: number) => ["learning-progress", "paid", userId] as const,
  lessons: (userId: number) => ["learning-progress", "lessons", userId] as const,
};
