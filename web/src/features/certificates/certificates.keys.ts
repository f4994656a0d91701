/** Query keys of certificates: the holder's, a program's, its rule, and a public verification by code. */
export const certificateKeys = {
  all: ["certificates"] as const,
  mine: (userId: number | "self") => [...certificateKeys.all, "holder", userId] as const,
  program: (courseId: number) => [...certificateKeys.all, "program", courseId] as const,
  rule: (courseId: number) => [...certificateKeys.all, "rule", courseId] as const,
  verification: (code: string) => [...certificateKeys.all, "verify", code] as const,
};
