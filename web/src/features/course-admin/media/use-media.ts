import { useMutation } from "@tanstack/react-query";
import { useInvalidateCourses } from "../use-invalidate-courses";
import { keepCourseMedia, uploadCourseImage } from "./media.api";

/** The gallery of a saved program: images are added one upload at a time and removed by keeping the others. */
export function useCourseMediaMutations(courseId: number) {
  const invalidate = useInvalidateCourses();
  const onSuccess = () => invalidate(courseId);
  return {
    add: useMutation({
      mutationFn: (file: File) => uploadCourseImage({ courseId, file, as: "media" }),
      onSuccess,
    }),
    keep: useMutation({
      mutationFn: (mediaIds: number[]) => keepCourseMedia({ courseId, mediaIds }),
      onSuccess,
    }),
  };
}
