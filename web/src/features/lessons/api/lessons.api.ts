import type { LessonBody, LessonSearchQuery, LessonUpdateBody } from "@school/contracts";
import {
  copyLesson,
  createLesson,
  deleteLesson,
  getCourseLessons,
  getLesson,
  reorderLessons,
  searchLessons,
  sendLessonReport,
  updateLesson,
  uploadLessonVideo,
} from "@school/contracts/routes";
import { callEndpoint, uploadWithProgress } from "../../../api/http-client";

/** The `all/` filters as the URL keeps them: ids as comma-separated text, as the API takes them. */
export type LessonFilters = {
  q?: string;
  tag?: string;
  degree?: string;
  university?: string;
  speciality?: string;
  city?: string;
  format_fil?: string;
  lang?: string;
  page?: number;
};

export const fetchLessonSearch = (query: LessonFilters, signal?: AbortSignal) =>
  callEndpoint(searchLessons, { query: query as { [K in keyof LessonSearchQuery]?: string | number }, signal });

export const fetchCourseLessons = (courseId: number, signal?: AbortSignal) =>
  callEndpoint(getCourseLessons, { params: { id: courseId }, signal });

export const fetchLesson = (lessonId: number, signal?: AbortSignal) =>
  callEndpoint(getLesson, { params: { id: lessonId }, signal });

export const postLesson = (body: LessonBody) => callEndpoint(createLesson, { body });

export const patchLesson = (lessonId: number, body: LessonUpdateBody) =>
  callEndpoint(updateLesson, { params: { id: lessonId }, body });

export function putLessonVideo(lessonId: number, file: File, onProgress: (share: number) => void) {
  const body = new FormData();
  body.append("video", file);
  return uploadWithProgress(uploadLessonVideo, { params: { id: lessonId }, body, onProgress });
}

export const removeLesson = (lessonId: number) => callEndpoint(deleteLesson, { params: { id: lessonId } });

export const postLessonCopy = (lessonId: number) => callEndpoint(copyLesson, { body: { lesson_id: lessonId } });

export const postLessonOrder = (courseId: number, lessons: { id: number; order: number }[]) =>
  callEndpoint(reorderLessons, { body: { course_id: courseId, lessons } });

export const postProgressReport = (courseId: number, studentId: number) =>
  callEndpoint(sendLessonReport, { body: { course_id: courseId, student_id: studentId } });
