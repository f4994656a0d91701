import { z } from "zod";
import { courseMember } from "./course-editing.js";
import { GROUP_TYPES } from "./learning.js";

/** Groups of a program (product.md section 3, Group): who teaches each and who studies in it. */
export const programGroup = z.object({
  id: z.number().int(),
  name_group: z.string(),
  type_group: z.enum(GROUP_TYPES),
  course_id: z.number().int(),
  teacher: courseMember.nullable(),
  students: z.array(courseMember),
});
export type ProgramGroup = z.infer<typeof programGroup>;
export const programGroupList = z.array(programGroup);
