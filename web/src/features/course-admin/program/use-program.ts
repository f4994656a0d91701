import type { CourseBody } from "@school/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { courseAdminKeys } from "../course-admin.keys";
import { uploadCourseImage } from "../media/media.api";
import type { CertificateDraft } from "../requirements/certificates";
import { addRequirementCertificate } from "../requirements/requirements.api";
import { createRound, type RoundDates } from "../rounds/rounds.api";
import { useInvalidateCourses } from "../use-invalidate-courses";
import { createCourse, deleteCourse, fetchCourseDetail, updateCourse } from "./program.api";

export function useCourseDetailQuery(courseId: number) {
  return useQuery({
    queryKey: courseAdminKeys.detail(courseId),
    queryFn: ({ signal }) => fetchCourseDetail(courseId, signal),
    enabled: Number.isInteger(courseId) && courseId > 0,
    // The edit form keeps what was typed: a background refetch must not reset it.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

export type SaveCourseInput = {
  courseId: number | null;
  body: CourseBody;
  poster: File | null;
  /** Rounds and certificates typed before the program existed, added right after it. */
  newRounds: readonly RoundDates[];
  newCertificates: readonly CertificateDraft[];
};
export type SaveCourseResult = { courseId: number; posterError: unknown; partsError: unknown };

/**
 * Create (or update) the program, then upload the poster, then add the rounds typed on the form. Only the first
 * step decides success; a failed poster or round is reported with the saved program's id so it can be retried.
 */
export function useSaveCourseMutation() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: async (input: SaveCourseInput): Promise<SaveCourseResult> => {
      const saved =
        input.courseId === null
          ? await createCourse(input.body)
          : await updateCourse({ courseId: input.courseId, body: input.body });
      const result: SaveCourseResult = { courseId: saved.id, posterError: null, partsError: null };
      if (input.poster) {
        await uploadCourseImage({ courseId: saved.id, file: input.poster, as: "file" }).catch((error: unknown) => {
          result.posterError = error;
        });
      }
      const parts = [
        ...input.newRounds.map((round) => () => createRound({ courseId: saved.id, ...round })),
        ...input.newCertificates.map(
          (certificate) => () => addRequirementCertificate({ course_id: saved.id, ...certificate }),
        ),
      ];
      for (const part of parts) {
        try {
          await part();
        } catch (error) {
          result.partsError = error;
          break;
        }
      }
      return result;
    },
    onSuccess: (result) => invalidate(result.courseId),
    // The form reports failures itself: a general message plus the fields the API named.
    meta: { silent: true },
  });
}

export function useDeleteCourseMutation() {
  const invalidate = useInvalidateCourses();
  return useMutation({ mutationFn: deleteCourse, onSuccess: () => invalidate(), meta: { silent: true } });
}
