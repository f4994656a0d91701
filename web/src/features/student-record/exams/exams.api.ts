import { createExam as createExamEndpoint, listExams } from "@school/contracts/routes";
import { type BodyOf, callEndpoint } from "../../../api/http-client";

export const fetchExams = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listExams, { query: { user_id: userId }, signal });
export const createExam = (body: BodyOf<typeof createExamEndpoint>) => callEndpoint(createExamEndpoint, { body });
