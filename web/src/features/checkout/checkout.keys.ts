/** The checkout's queries: an order by its reference, the access check of a program for the signed-in user. */
export const checkoutKeys = {
  order: (orderId: string) => ["checkout", "order", orderId] as const,
  accessOf: (userId: number) => ["checkout", "access", userId] as const,
  access: (userId: number, courseId: number) => ["checkout", "access", userId, courseId] as const,
};
