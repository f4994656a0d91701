import { programFile, programFileLog } from "@school/contracts";
import { z } from "zod";
import { apiRequest } from "../../../api/http-client";

const COURSE = "course/course/";

/** A program's final documents: staff get every student's, teachers their programs', a student their own. */
export function fetchProgramFiles(input: { courseId: number; signal?: AbortSignal }) {
  return apiRequest(`${COURSE}program-files/`, {
    query: { course_id: input.courseId },
    schema: z.array(programFile),
    signal: input.signal,
  });
}

export function deleteProgramFile(id: number) {
  return apiRequest(`${COURSE}program-files/`, { method: "DELETE", body: { id } });
}

/** What happened to one document, also after its deletion. */
export function fetchProgramFileLog(input: { fileId: number; signal?: AbortSignal }) {
  return apiRequest(`${COURSE}log-program-files/`, {
    query: { spf_id: input.fileId },
    schema: z.array(programFileLog),
    signal: input.signal,
  });
}
