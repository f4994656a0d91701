import { listProgramGroups } from "@school/contracts";
import { callEndpoint } from "../../../api/http-client";

/** The groups of a program with their teacher and students (a teacher gets the groups they teach). */
export function fetchProgramGroups(courseId: number, signal?: AbortSignal) {
  return callEndpoint(listProgramGroups, { params: { courseId }, signal });
}
