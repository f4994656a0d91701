/** Tranche payments' queries: a payment link's state, a program's plan, the student's own tranches. */
export const tranchePayKeys = {
  link: (token: string) => ["tranchePay", "link", token] as const,
  plan: (courseId: number) => ["tranchePay", "plan", courseId] as const,
  mine: (userId: number) => ["tranchePay", "mine", userId] as const,
};
