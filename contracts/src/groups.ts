import { z } from "zod";
import { courseMember } from "./course-editing.js";
import { dbId, otherNames, translateLang } from "./fields.js";
import { GROUP_TYPES, type GroupType } from "./learning.js";
import { pageOf, pageParam } from "./pagination.js";

/**
 * Groups of a program (product.md sections 3 and 9, decision 0027): name, type, teacher, students and a weekly
 * timetable. The size rule is data read on both sides: an individual group holds one student, a pair two; trial and
 * ordinary groups are bounded only by `MAX_GROUP_STUDENTS`.
 */
export const GROUP_CAPACITY: Record<GroupType, number | null> = {
  trial: null,
  individual: 1,
  pair: 2,
  group: null,
};

/** The most students one group (and one request) may name: a class, not a mailing list. */
export const MAX_GROUP_STUDENTS = 100;

/** The most students a group of this type may hold. */
export const groupCapacity = (type: GroupType): number => GROUP_CAPACITY[type] ?? MAX_GROUP_STUDENTS;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A lesson's length in minutes: the spec's default step is 5 minutes; at most a working day's half. */
export const LESSON_MINUTES = { min: 5, max: 480, step: 5, default: 60 } as const;
/** The most weekly slots one group may have (two a day). */
export const MAX_TIMETABLE_SLOTS = 14;
/** How far ahead a timetable's lessons are put in the schedule when a group is saved (decision 0027). */
export const TIMETABLE_HORIZON_WEEKS = 8;

/** One weekly slot: lessons every `weekday` at `start_time` (the school's local time) for `duration` minutes. */
export const timetableSlot = z
  .object({
    weekday: z.number().int().min(1).max(7),
    start_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM, 00:00 to 23:59"),
    duration: z
      .number()
      .int()
      .min(LESSON_MINUTES.min)
      .max(LESSON_MINUTES.max)
      .refine((minutes) => minutes % LESSON_MINUTES.step === 0, `a multiple of ${LESSON_MINUTES.step} minutes`),
  })
  .strict();
export type TimetableSlot = z.infer<typeof timetableSlot>;

const minutesOf = (slot: TimetableSlot) => {
  const [hours, minutes] = slot.start_time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The slots that overlap another slot of the same list (by index), so a form can point at them. */
export function overlappingSlots(slots: readonly TimetableSlot[]): number[] {
  const clashes = new Set<number>();
  slots.forEach((slot, index) => {
    slots.forEach((other, otherIndex) => {
      if (otherIndex <= index || other.weekday !== slot.weekday) return;
      const start = minutesOf(slot);
      const otherStart = minutesOf(other);
      if (start < otherStart + other.duration && otherStart < start + slot.duration) {
        clashes.add(index);
        clashes.add(otherIndex);
      }
    });
  });
  return [...clashes].sort((a, b) => a - b);
}

const timetable = z
  .array(timetableSlot)
  .max(MAX_TIMETABLE_SLOTS)
  .superRefine((slots, context) => {
    for (const index of overlappingSlots(slots)) {
      context.addIssue({ code: "custom", path: [index], message: "Overlaps another lesson of the timetable" });
    }
  });

const studentIds = z
  .array(dbId)
  .max(MAX_GROUP_STUDENTS)
  .refine((ids) => new Set(ids).size === ids.length, "Each student once");

/** The Russian name under the spec's `name_group`; `name_kk` and `name_en` beside it (decision 0042). */
const groupName = z.string().trim().min(1).max(200);
const groupOtherNames = otherNames(200);

/** POST course/group/create/: the spec's fields; the school is the caller's. */
export const groupCreateBody = z
  .object({
    name_group: groupName,
    name_kk: groupOtherNames.name_kk.default(""),
    name_en: groupOtherNames.name_en.default(""),
    type_group: z.enum(GROUP_TYPES),
    course: dbId,
    teacher: dbId.nullable().default(null),
    students: studentIds.default([]),
    schedule: timetable.default([]),
  })
  .strict();
export type GroupCreateBody = z.infer<typeof groupCreateBody>;

/** PATCH course/group/update_group/{id}/: any of the fields; `students` and `schedule` replace the lists. */
export const groupUpdateBody = z
  .object({
    id: dbId.optional(),
    name_group: groupName,
    ...groupOtherNames,
    type_group: z.enum(GROUP_TYPES),
    teacher: dbId.nullable(),
    students: studentIds,
    schedule: timetable,
  })
  .partial()
  .strict();
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>;

/** The program a group belongs to, with its titles in the three languages. */
export const groupCourse = z.object({
  id: z.number().int(),
  title_ru: z.string(),
  title_kk: z.string(),
  title_en: z.string(),
});

/**
 * A program's groups as `get_group/` lists them (kept as they were before the group calls existed): `name_group`
 * in `translate_lang` where the call takes it (Russian otherwise), `name_ru`, `name_kk`, `name_en` as written.
 */
export const programGroup = z.object({
  id: z.number().int(),
  name_group: z.string(),
  name_ru: z.string(),
  name_kk: z.string(),
  name_en: z.string(),
  type_group: z.enum(GROUP_TYPES),
  course_id: z.number().int(),
  teacher: courseMember.nullable(),
  students: z.array(courseMember),
});
export type ProgramGroup = z.infer<typeof programGroup>;
export const programGroupList = z.array(programGroup);

/** A group with its program and weekly timetable: what every group call answers. */
export const groupDetail = programGroup.extend({
  course: groupCourse,
  schedule: z.array(timetableSlot),
  created_at: z.string(),
});
export type GroupDetail = z.infer<typeof groupDetail>;
export const groupDetailList = z.array(groupDetail);

export const GROUP_LIST_PAGE_SIZE = 50;
export const groupListQuery = z
  .object({ course_id: dbId.optional(), page: pageParam, translate_lang: translateLang })
  .strict();
/** One group's read: the language its name is shown in. */
export const groupLanguageQuery = z.object({ translate_lang: translateLang }).strict();
export const groupListPage = pageOf(groupDetail);
export type GroupListPage = z.infer<typeof groupListPage>;

export const GROUP_USERS_PAGE_SIZE = 50;
/** list_users/{schoolId}/: the school's users of a role, of one program (`course_id`) or one group (`group`). */
export const groupUsersQuery = z
  .object({
    role: z.enum(["teacher", "student"]).default("student"),
    course_id: dbId.optional(),
    group: dbId.optional(),
    q: z.string().trim().max(100).optional(),
    page: pageParam,
  })
  .strict();
export const groupUser = courseMember.extend({ email: z.string(), role: z.enum(["teacher", "student"]) });
export const groupUsersPage = pageOf(groupUser);
export type GroupUsersPage = z.infer<typeof groupUsersPage>;

/** list_user_pay_courses_in_school/{schoolId}/{courseId}/: the program's users of a role (its students by default). */
export const programUsersQuery = groupUsersQuery.pick({ role: true, q: true, page: true });

/** list_teacher_group_create/: the teachers a new group of `course` may get, the program's own first. */
export const groupTeacherChoicesQuery = z
  .object({ course: dbId, q: z.string().trim().max(100).optional(), page: pageParam })
  .strict();
export const groupTeacherChoice = groupUser.extend({ teaches_course: z.boolean() });
export const groupTeacherChoicesPage = pageOf(groupTeacherChoice);
export type GroupTeacherChoicesPage = z.infer<typeof groupTeacherChoicesPage>;

/** update_courses/: moves students from one group to another (of the same program or of another one). */
export const moveStudentsBody = z
  .object({
    from_group: dbId,
    to_group: dbId,
    students: studentIds.refine((ids) => ids.length > 0, "Name at least one student"),
  })
  .strict()
  .refine((body) => body.from_group !== body.to_group, { message: "Pick another group", path: ["to_group"] });
export type MoveStudentsBody = z.infer<typeof moveStudentsBody>;
export const moveStudentsResult = z.object({ from_group: groupDetail, to_group: groupDetail });

/** copy_course/{courseId}/{userId}/: the user joins the program (and, when named, one of its groups). */
export const copyCourseBody = z.object({ group: dbId.optional() }).strict();
export const copyCourseResult = z.object({
  course_id: z.number().int(),
  user_id: z.number().int(),
  role: z.enum(["teacher", "student"]),
  /** false when the user was already a member: the call changes nothing the second time. */
  added: z.boolean(),
  group: groupDetail.nullable(),
});

/** add_group_id_teacher/{teacherId}/: the groups (the contract calls them courses) the teacher takes over. */
export const teacherGroupsBody = z
  .object({ courses: z.array(dbId).min(1).max(MAX_GROUP_STUDENTS) })
  .strict()
  .refine((body) => new Set(body.courses).size === body.courses.length, {
    message: "Each group once",
    path: ["courses"],
  });

/** The teacher page: each program the teacher teaches, with the teacher's groups in it. */
export const teacherProgram = groupCourse.extend({ groups: z.array(groupDetail) });
export const teacherPrograms = z.array(teacherProgram);
export type TeacherProgram = z.infer<typeof teacherProgram>;
