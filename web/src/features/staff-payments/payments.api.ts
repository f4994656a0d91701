import {
  createCourseUser,
  createPaymentNote,
  deletePayment,
  listPaymentHistory,
  listProgramPayments,
  listStudents,
  recordOfflinePayment,
  updatePayment,
} from "@school/contracts/routes";
import { type BodyOf, callEndpoint } from "../../api/http-client";

/** One page of a program's payments, newest first; `before` is the previous page's cursor. */
export const fetchProgramPayments = (input: { courseId: number; before?: number; signal?: AbortSignal }) =>
  callEndpoint(listProgramPayments, {
    params: { id: input.courseId },
    query: { before: input.before },
    signal: input.signal,
  });

/** A payment's history, or a student's payments and their history. */
export const fetchPaymentHistory = (
  about: { payment_id: number } | { user_id: number },
  input: { before?: number; signal?: AbortSignal } = {},
) => callEndpoint(listPaymentHistory, { query: { ...about, before: input.before }, signal: input.signal });

export const enrolWithPayment = (body: BodyOf<typeof createCourseUser>) => callEndpoint(createCourseUser, { body });

/** Money taken by hand that a second person confirms in Finance → Reconciliation (decision 0160). */
export const recordForConfirmation = (body: BodyOf<typeof recordOfflinePayment>) =>
  callEndpoint(recordOfflinePayment, { body });

export const changePayment = (id: number, body: BodyOf<typeof updatePayment>) =>
  callEndpoint(updatePayment, { params: { id }, body });

export const removePayment = (input: { paymentId: number; userId: number }) =>
  callEndpoint(deletePayment, { params: input });

export const addPaymentNote = (body: BodyOf<typeof createPaymentNote>) => callEndpoint(createPaymentNote, { body });

/** Up to 50 students of the school matching the search text, for the enrolment's student picker. */
export const fetchStudentOptions = (search: string, signal?: AbortSignal) =>
  callEndpoint(listStudents, { query: { student: search || undefined }, signal });
