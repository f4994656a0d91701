import {
  deleteProgramFile as deleteProgramFileEndpoint,
  listProgramFileLog,
  listProgramFiles,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** A program's final documents: staff get every student's, teachers their programs', a student their own. */
export function fetchProgramFiles(input: { courseId: number; signal?: AbortSignal }) {
  return callEndpoint(listProgramFiles, { query: { course_id: input.courseId }, signal: input.signal });
}

export function deleteProgramFile(id: number) {
  return callEndpoint(deleteProgramFileEndpoint, { body: { id } });
}

/** What happened to one document, also after its deletion. */
export function fetchProgramFileLog(input: { fileId: number; signal?: AbortSignal }) {
  return callEndpoint(listProgramFileLog, { query: { spf_id: input.fileId }, signal: input.signal });
}
