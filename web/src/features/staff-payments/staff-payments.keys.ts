/** The staff payment screens' query keys, per school: any change refreshes every list of the school's payments. */
export const staffPaymentKeys = {
  school: (schoolId: number) => ["staff-payments", schoolId] as const,
  program: (schoolId: number, courseId: number) => [...staffPaymentKeys.school(schoolId), "program", courseId] as const,
  history: (schoolId: number, about: { payment_id: number } | { user_id: number }) =>
    [...staffPaymentKeys.school(schoolId), "history", about] as const,
  students: (schoolId: number, search: string) => [...staffPaymentKeys.school(schoolId), "students", search] as const,
};
