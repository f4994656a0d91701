import { z } from "zod";
import { catalogQuery } from "./catalogue.js";
import { dbId, otherNames, translateLang } from "./fields.js";
import { GROUP_TYPES, LESSON_ITEM_TYPES } from "./learning.js";
import { pageOf } from "./pagination.js";
import { overdueInstalment } from "./payments.js";

/**
 * Lessons (the spec's sections) of a program: what authors write, what readers get (decision 0022).
 */

/** One program's lessons per page (`{courseId}/list_lesson/`): more than a program holds in practice. */
export const LESSON_PAGE_SIZE = 100;
/** Lessons across the school's programs per page (`all/`). */
export const LESSON_SEARCH_PAGE_SIZE = 20;
/**
 * An uploaded lesson video: far above the spec's 20/30 MB for documents, since a lecture of half an hour is a few
 * hundred megabytes; longer ones go to YouTube (decision 0022). The server can lower it (VIDEO_UPLOAD_LIMIT_MB).
 */
export const VIDEO_LIMIT_MB = 500;
/** What a lesson video may be, by its content: the formats browsers play, and QuickTime (played by Safari). */
export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime", "video/x-m4v"] as const;
export const LESSON_MAX_ORDER = 100_000;
export const LESSON_MAX_DURATION_MINUTES = 24 * 60;

const VIDEO_ID = "([A-Za-z0-9_-]{11})";
const YOUTUBE_LINKS = [
  new RegExp(`^https?://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:[^#\\s]*&)?v=${VIDEO_ID}(?:[&#][^\\s]*)?$`, "i"),
  new RegExp(`^https?://(?:www\\.)?youtu\\.be/${VIDEO_ID}(?:[?#][^\\s]*)?$`, "i"),
  new RegExp(
    `^https?://(?:www\\.|m\\.)?youtube(?:-nocookie)?\\.com/(?:embed|shorts|live)/${VIDEO_ID}(?:[?#][^\\s]*)?$`,
    "i",
  ),
];

/**
 * The video id of a YouTube link (watch?v=, youtu.be/, embed/, shorts/, live/), or null for anything else. The web
 * embeds only this id, never the link as written.
 */
export function youTubeVideoId(link: string): string | null {
  for (const pattern of YOUTUBE_LINKS) {
    const match = pattern.exec(link.trim());
    if (match?.[1]) return match[1];
  }
  return null;
}

const youtubeLink = z
  .string()
  .trim()
  .max(300)
  .refine((link) => youTubeVideoId(link) !== null, "a YouTube video link (youtube.com/watch?v=…, youtu.be/…)");
const httpsLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i, "an https:// link");
/** An instant with its offset, e.g. 2026-12-01T15:00:00+05:00 or …Z. */
const instant = z.iso.datetime({ offset: true });

/** What an author writes, each field checked alone; `livestreamComplete` checks them together. */
const lessonFields = {
  /** The Russian name under the spec's word; `name_kk` and `name_en` beside it (decision 0042). */
  name: z.string().trim().min(1).max(255),
  ...otherNames(255),
  order: z.number().int().min(0).max(LESSON_MAX_ORDER),
  duration: z.number().int().min(0).max(LESSON_MAX_DURATION_MINUTES),
  item_type: z.enum(LESSON_ITEM_TYPES),
  /** Null: the lesson is for every kind of group (the form's "optional"). */
  lesson_type: z.enum(GROUP_TYPES).nullable(),
  /** The Russian description under the spec's word; `description_kk` and `description_en` beside it (0134). */
  description: z.string().max(20_000),
  description_kk: z.string().max(20_000),
  description_en: z.string().max(20_000),
  timer: z.boolean(),
  youtube_link: youtubeLink.nullable(),
  live_start: instant.nullable(),
  live_link: httpsLink.nullable(),
};

type LivestreamFields = { item_type?: string; live_start?: string | null; live_link?: string | null };
/** A livestream needs its start and its join link; the update checks the lesson as it will be. */
export function livestreamProblems(lesson: LivestreamFields): Record<string, string> {
  if (lesson.item_type !== "livestream") return {};
  const problems: Record<string, string> = {};
  if (!lesson.live_start) problems.live_start = "A livestream needs its start";
  if (!lesson.live_link) problems.live_link = "A livestream needs its join link";
  return problems;
}

const livestreamComplete = (lesson: LivestreamFields, context: z.RefinementCtx) => {
  for (const [field, message] of Object.entries(livestreamProblems(lesson))) {
    context.addIssue({ code: "custom", path: [field], message });
  }
};

/** `create/`: the program, the name; the rest has defaults, and `order` left out puts the lesson last. */
export const lessonBody = z
  .object({
    course_id: dbId,
    name: lessonFields.name,
    name_kk: lessonFields.name_kk.default(""),
    name_en: lessonFields.name_en.default(""),
    order: lessonFields.order.optional(),
    duration: lessonFields.duration.default(0),
    item_type: lessonFields.item_type.default("video"),
    lesson_type: lessonFields.lesson_type.default(null),
    description: lessonFields.description.default(""),
    description_kk: lessonFields.description_kk.default(""),
    description_en: lessonFields.description_en.default(""),
    timer: lessonFields.timer.default(false),
    youtube_link: lessonFields.youtube_link.default(null),
    live_start: lessonFields.live_start.default(null),
    live_link: lessonFields.live_link.default(null),
  })
  .strict()
  .superRefine(livestreamComplete);
export type LessonBody = z.infer<typeof lessonBody>;

/** `update/{id}/`: any of the fields; `video: null` removes the uploaded video. The program does not change. */
export const lessonUpdateBody = z
  .object({
    name: lessonFields.name.optional(),
    name_kk: lessonFields.name_kk.optional(),
    name_en: lessonFields.name_en.optional(),
    order: lessonFields.order.optional(),
    duration: lessonFields.duration.optional(),
    item_type: lessonFields.item_type.optional(),
    lesson_type: lessonFields.lesson_type.optional(),
    description: lessonFields.description.optional(),
    description_kk: lessonFields.description_kk.optional(),
    description_en: lessonFields.description_en.optional(),
    timer: lessonFields.timer.optional(),
    youtube_link: lessonFields.youtube_link.optional(),
    live_start: lessonFields.live_start.optional(),
    live_link: lessonFields.live_link.optional(),
    video: z.null().optional(),
  })
  .strict();
export type LessonUpdateBody = z.infer<typeof lessonUpdateBody>;

export const lessonCourse = z.object({
  id: z.number().int(),
  title_ru: z.string(),
  title_kk: z.string(),
  title_en: z.string(),
});
export type LessonCourse = z.infer<typeof lessonCourse>;

/**
 * A lesson as every call answers it: `name` and `description` in the reader's language (decisions 0042, 0134),
 * `name_ru`, `name_kk`, `name_en` and `description_ru`, `description_kk`, `description_en` as written, "" where none.
 */
export const lesson = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  name: z.string(),
  name_ru: z.string(),
  name_kk: z.string(),
  name_en: z.string(),
  order: z.number().int(),
  duration: z.number().int(),
  item_type: z.enum(LESSON_ITEM_TYPES),
  lesson_type: z.enum(GROUP_TYPES).nullable(),
  description: z.string(),
  description_ru: z.string(),
  description_kk: z.string(),
  description_en: z.string(),
  timer: z.boolean(),
  /** The uploaded video's link (signed, it expires), or null. */
  video: z.string().nullable(),
  youtube_link: z.string().nullable(),
  live_start: z.string().nullable(),
  live_link: z.string().nullable(),
  /**
   * The program is closed to the caller until an overdue instalment is paid (decision 0166): the lesson is listed by
   * its name, without its description, video or links.
   */
  locked: z.boolean(),
});
export type Lesson = z.infer<typeof lesson>;
export const lessonList = z.array(lesson);

/** An exercise list's header as a lesson lists it. */
export const lessonExList = z.object({
  id: z.number().int(),
  title_ru: z.string(),
  title_kk: z.string(),
  title_en: z.string(),
  order: z.number().int(),
  next: z.boolean(),
  min_percent: z.number().int(),
  time_for_timer: z.number().int().nullable(),
});
export type LessonExList = z.infer<typeof lessonExList>;

/** `get_detail_lesson/{id}/`: the lesson, its program and its exercise lists. */
export const lessonDetail = lesson.extend({ course: lessonCourse, ex_lists: z.array(lessonExList) });
export type LessonDetail = z.infer<typeof lessonDetail>;

/** `{courseId}/list_lesson/`: one program's lessons in order. */
export const lessonPageQuery = z.object({ page: catalogQuery.shape.page, translate_lang: translateLang });
/** The lesson reads that answer one lesson or one program's lessons: the language names are shown in. */
export const lessonLanguageQuery = z.object({ translate_lang: translateLang });
export const lessonPage = pageOf(lesson);
export type LessonPage = z.infer<typeof lessonPage>;

/** `all/`: lessons across the programs the caller may see, narrowed by the catalogue's program filters. */
export const lessonSearchQuery = catalogQuery.pick({
  q: true,
  tag: true,
  degree: true,
  university: true,
  speciality: true,
  lang: true,
  city: true,
  format_fil: true,
  page: true,
  translate_lang: true,
});
export type LessonSearchQuery = z.infer<typeof lessonSearchQuery>;
export const lessonSearchRow = lesson.extend({ course: lessonCourse });
export type LessonSearchRow = z.infer<typeof lessonSearchRow>;
export const lessonSearchPage = pageOf(lessonSearchRow);
export type LessonSearchPage = z.infer<typeof lessonSearchPage>;

/**
 * `get_lesson_in_course_p/{id}/` (the program's id): the course view, every lesson with its exercise lists and
 * whether the caller has finished it, and the caller's counts.
 */
export const lessonInCourse = lesson.extend({ ex_lists: z.array(lessonExList), completed: z.boolean() });
export type LessonInCourse = z.infer<typeof lessonInCourse>;
export const courseLessons = z.object({
  course: lessonCourse,
  lessons: z.array(lessonInCourse),
  lessons_count: z.number().int(),
  completed_count: z.number().int(),
  /** The payment that opens the lessons when they are locked for the caller, else null. */
  overdue_instalment: overdueInstalment.nullable(),
});
export type CourseLessons = z.infer<typeof courseLessons>;

/** `update_lessons/`: new orders for lessons of one program, applied together or not at all. */
export const lessonReorderBody = z
  .object({
    course_id: dbId,
    lessons: z
      .array(z.object({ id: dbId, order: lessonFields.order }).strict())
      .min(1)
      .max(1000)
      .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, "each lesson once"),
  })
  .strict();
export type LessonReorderBody = z.infer<typeof lessonReorderBody>;

/** `copy/`: a lesson with its exercise lists and tasks, into its own program or another one of the school. */
export const lessonCopyBody = z.object({ lesson_id: dbId, course_id: dbId.optional() }).strict();
export type LessonCopyBody = z.infer<typeof lessonCopyBody>;

/** `send_report_student/`: mail a student their progress in a program. */
export const lessonReportBody = z.object({ course_id: dbId, student_id: dbId }).strict();
export type LessonReportBody = z.infer<typeof lessonReportBody>;
export const lessonReport = z.object({
  student_id: z.number().int(),
  course_id: z.number().int(),
  lessons_count: z.number().int(),
  completed_count: z.number().int(),
  /** Queued for delivery (the durable mail queue sends it, retrying through an SMTP outage). */
  queued: z.literal(true),
});
export type LessonReport = z.infer<typeof lessonReport>;
