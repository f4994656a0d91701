/** The receipts' query keys, per school (decision 0161). */
export const receiptKeys = {
  school: (schoolId: number) => ["receipts", schoolId] as const,
  payment: (schoolId: number, paymentId: number) => [...receiptKeys.school(schoolId), "payment", paymentId] as const,
  mine: (schoolId: number, userId: number) => [...receiptKeys.school(schoolId), "mine", userId] as const,
};
