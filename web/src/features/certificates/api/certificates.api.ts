import type { CompletionRuleBody } from "@school/contracts";
import {
  downloadCertificatePdf,
  getCompletionRule,
  issueCertificate,
  issueCompletedCertificates,
  listProgramCertificates,
  listStudentCompletionCertificates,
  revokeCertificate,
  setCompletionRule,
} from "@school/contracts/routes";
import { callEndpoint, downloadEndpoint } from "../../../api/http-client";

/* Certificates of completion for staff and their holders (decision 0163). */

export const fetchCompletionRule = (courseId: number, signal?: AbortSignal) =>
  callEndpoint(getCompletionRule, { params: { course_id: courseId }, signal });
export const putCompletionRule = (courseId: number, body: CompletionRuleBody) =>
  callEndpoint(setCompletionRule, { params: { course_id: courseId }, body });
export const fetchProgramCertificates = (courseId: number, signal?: AbortSignal) =>
  callEndpoint(listProgramCertificates, { params: { course_id: courseId }, signal });
export const postIssueCertificate = (body: { course_id: number; user_id: number }) =>
  callEndpoint(issueCertificate, { body });
export const postIssueCompleted = (courseId: number) =>
  callEndpoint(issueCompletedCertificates, { params: { course_id: courseId } });
export const postRevokeCertificate = (id: number, reason: string) =>
  callEndpoint(revokeCertificate, { params: { id }, body: { reason } });
/** The caller's own certificates, or, for staff, a student's. */
export const fetchCertificates = (userId: number | undefined, signal?: AbortSignal) =>
  callEndpoint(listStudentCompletionCertificates, { query: userId === undefined ? {} : { user_id: userId }, signal });
export const fetchCertificatePdf = (id: number) => downloadEndpoint(downloadCertificatePdf, { params: { id } });
