import type { LessonBody, LessonUpdateBody } from "@school/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  fetchCourseLessons,
  fetchLesson,
  fetchLessonSearch,
  type LessonFilters,
  patchLesson,
  postLesson,
  postLessonCopy,
  postLessonOrder,
  putLessonVideo,
  removeLesson,
} from "../api/lessons.api";

export const lessonKeys = {
  all: ["lessons"] as const,
  search: (filters: LessonFilters) => ["lessons", "search", filters] as const,
  course: (courseId: number) => ["lessons", "course", courseId] as const,
  detail: (lessonId: number) => ["lessons", "detail", lessonId] as const,
};

export const useLessonSearch = (filters: LessonFilters) =>
  useQuery({
    queryKey: lessonKeys.search(filters),
    queryFn: ({ signal }) => fetchLessonSearch(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useCourseLessons = (courseId: number) =>
  useQuery({ queryKey: lessonKeys.course(courseId), queryFn: ({ signal }) => fetchCourseLessons(courseId, signal) });

export const useLesson = (lessonId: number | null) =>
  useQuery({
    queryKey: lessonKeys.detail(lessonId ?? 0),
    queryFn: ({ signal }) => fetchLesson(lessonId ?? 0, signal),
    enabled: lessonId !== null,
  });

/** Every lesson write: the lists and views of lessons are refetched after it. */
export function useLessonMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: lessonKeys.all });
  return {
    create: useMutation({ mutationFn: (body: LessonBody) => postLesson(body), onSuccess: refresh }),
    update: useMutation({
      mutationFn: (input: { lessonId: number; body: LessonUpdateBody }) => patchLesson(input.lessonId, input.body),
      onSuccess: refresh,
    }),
    uploadVideo: useMutation({
      mutationFn: (input: { lessonId: number; file: File; onProgress: (share: number) => void }) =>
        putLessonVideo(input.lessonId, input.file, input.onProgress),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (lessonId: number) => removeLesson(lessonId), onSuccess: refresh }),
    copy: useMutation({ mutationFn: (lessonId: number) => postLessonCopy(lessonId), onSuccess: refresh }),
    reorder: useMutation({
      mutationFn: (input: { courseId: number; lessons: { id: number; order: number }[] }) =>
        postLessonOrder(input.courseId, input.lessons),
      onSuccess: refresh,
    }),
  };
}
