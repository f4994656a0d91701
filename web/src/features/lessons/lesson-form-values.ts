import type { GROUP_TYPES, LessonDetail, LessonItemType } from "@school/contracts";
import { fromLocalInput, toLocalInput } from "./lesson-text";

export type LessonFormValues = {
  name: string;
  name_kk: string;
  name_en: string;
  order: number | null;
  duration: number | null;
  item_type: LessonItemType;
  lesson_type: string;
  timer: boolean;
  description: string;
  description_kk: string;
  description_en: string;
  youtube_link: string;
  live_start: string;
  live_link: string;
};

export const LESSON_NAMES = { ru: "name", kk: "name_kk", en: "name_en" } as const;
export const LESSON_DESCRIPTIONS = { ru: "description", kk: "description_kk", en: "description_en" } as const;

/** "Optional" in the form is a lesson for every group type: null in the API. */
export const ANY_TYPE = "any";

export function initialValues(lesson: LessonDetail | undefined): LessonFormValues {
  return {
    name: lesson?.name_ru ?? "",
    name_kk: lesson?.name_kk ?? "",
    name_en: lesson?.name_en ?? "",
    order: lesson?.order ?? null,
    duration: lesson?.duration ?? 0,
    item_type: lesson?.item_type ?? "video",
    lesson_type: lesson?.lesson_type ?? ANY_TYPE,
    timer: lesson?.timer ?? false,
    description: lesson?.description_ru ?? "",
    description_kk: lesson?.description_kk ?? "",
    description_en: lesson?.description_en ?? "",
    youtube_link: lesson?.youtube_link ?? "",
    live_start: toLocalInput(lesson?.live_start ?? null),
    live_link: lesson?.live_link ?? "",
  };
}

/** The form's values as the API takes them: a livestream's start and link only for a livestream. */
export function lessonBody(values: LessonFormValues) {
  return {
    name: values.name.trim(),
    name_kk: values.name_kk.trim(),
    name_en: values.name_en.trim(),
    duration: values.duration ?? 0,
    item_type: values.item_type,
    lesson_type: values.lesson_type === ANY_TYPE ? null : (values.lesson_type as (typeof GROUP_TYPES)[number]),
    timer: values.timer,
    description: values.description,
    description_kk: values.description_kk,
    description_en: values.description_en,
    youtube_link: values.youtube_link.trim() || null,
    live_start: values.item_type === "livestream" ? fromLocalInput(values.live_start) : null,
    live_link: values.item_type === "livestream" ? values.live_link.trim() || null : null,
    ...(values.order === null ? {} : { order: values.order }),
  };
}
