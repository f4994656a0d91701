import { programGroup } from "@school/contracts";
import { z } from "zod";
import { apiRequest } from "../../../api/http-client";

/** The groups of a program with their teacher and students (a teacher gets the groups they teach). */
export function fetchProgramGroups(courseId: number, signal?: AbortSignal) {
  return apiRequest(`course/course/get_group/${courseId}/`, { schema: z.array(programGroup), signal });
}
