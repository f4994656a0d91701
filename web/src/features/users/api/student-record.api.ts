import type { DocumentCheckState, TranslateLang } from "@school/contracts";
import {
  createComment as createCommentEndpoint,
  createExam as createExamEndpoint,
  createPaymentTranche,
  deleteStudentDocument,
  getApostilleChecks,
  getFinanceChecks,
  getRecordSelectors,
  listAdmins,
  listCommunications,
  listExams as listExamsEndpoint,
  listIeltsTeachers,
  listPaymentTranches,
  listStudentDocuments,
  setApostilleChecks,
  setFinanceChecks,
  updatePaymentTranche,
  uploadStudentDocument,
} from "@school/contracts/routes";
import { type BodyOf, callEndpoint } from "../../../api/http-client";

/** Everything the record's pickers offer, in one round of calls. */
export async function fetchRecordChoices(language: TranslateLang, signal?: AbortSignal) {
  const [selectors, staff, teachers] = await Promise.all([
    callEndpoint(getRecordSelectors, { query: { translate_lang: language }, signal }),
    callEndpoint(listAdmins, { signal }),
    callEndpoint(listIeltsTeachers, { signal }),
  ]);
  return { selectors, staff, teachers };
}
export type RecordChoices = Awaited<ReturnType<typeof fetchRecordChoices>>;

export const fetchChecks = (
  kind: "finance" | "apostille",
  userId: number,
  signal?: AbortSignal,
): Promise<DocumentChecks> =>
  callEndpoint(kind === "finance" ? getFinanceChecks : getApostilleChecks, { query: { user_id: userId }, signal });

/** The checks as both kinds answer them: the document fields, the user and the checking state. */
export type DocumentChecks = Record<string, boolean | number | string> & { state: DocumentCheckState };

export async function saveChecks(
  kind: "finance" | "apostille",
  body: { user_id: number } & Record<string, boolean | number>,
): Promise<DocumentChecks> {
  return kind === "finance"
    ? callEndpoint(setFinanceChecks, { body: body as BodyOf<typeof setFinanceChecks> })
    : callEndpoint(setApostilleChecks, { body: body as BodyOf<typeof setApostilleChecks> });
}

export const fetchDocuments = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listStudentDocuments, { params: { id: userId }, signal });
export const uploadDocument = (userId: number, form: FormData) =>
  callEndpoint(uploadStudentDocument, { params: { id: userId }, body: form });
export const removeDocument = (id: number) => callEndpoint(deleteStudentDocument, { params: { id } });

export const fetchExams = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listExamsEndpoint, { query: { user_id: userId }, signal });
export const createExam = (body: BodyOf<typeof createExamEndpoint>) => callEndpoint(createExamEndpoint, { body });

export const fetchCommunications = (userId: number, page: number, signal?: AbortSignal) =>
  callEndpoint(listCommunications, { params: { id: userId }, query: { page }, signal });
export const createComment = (body: BodyOf<typeof createCommentEndpoint>) =>
  callEndpoint(createCommentEndpoint, { body });

export const fetchTranches = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listPaymentTranches, { query: { user_id: userId }, signal });
export const createTranche = (body: BodyOf<typeof createPaymentTranche>) =>
  callEndpoint(createPaymentTranche, { body });
export const markTranchePaid = (id: number, paidOn: string) =>
  callEndpoint(updatePaymentTranche, { params: { id }, body: { paid_on: paidOn } });
