import type { CourseBody } from "@school/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { catalogueKeys } from "../../catalogue";
import {
  addCourseDocument,
  addCourseMember,
  addRequirementCertificate,
  createCourse,
  createRound,
  deleteCourse,
  deleteRequirementCertificate,
  deleteRound,
  keepCourseMedia,
  type RoundDates,
  removeCourseMember,
  updateCourse,
  updateRequirementCertificate,
  updateRound,
  uploadCourseImage,
} from "../api/course-admin.api";
import type { CertificateDraft } from "../forms/certificates";
import { courseAdminKeys } from "./course-admin.keys";

/** Any program change shows in the staff list, the catalogue and the program pages. */
function useInvalidateCourses() {
  const queryClient = useQueryClient();
  return (courseId?: number) => {
    void queryClient.invalidateQueries({ queryKey: courseAdminKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    if (courseId !== undefined) {
      void queryClient.invalidateQueries({ queryKey: courseAdminKeys.detail(courseId) });
      void queryClient.invalidateQueries({ queryKey: courseAdminKeys.rounds(courseId) });
    }
  };
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

/** Rounds of a saved program change at once; the rounds-limit refusal is shown by the editor. */
export function useRoundMutations(courseId: number) {
  const invalidate = useInvalidateCourses();
  const onSuccess = () => invalidate(courseId);
  return {
    create: useMutation({
      mutationFn: (dates: RoundDates) => createRound({ courseId, ...dates }),
      onSuccess,
      meta: { silent: true },
    }),
    update: useMutation({ mutationFn: updateRound, onSuccess, meta: { silent: true } }),
    remove: useMutation({ mutationFn: deleteRound, onSuccess, meta: { silent: true } }),
  };
}

export function useCourseMemberMutations(courseId: number) {
  const invalidate = useInvalidateCourses();
  const onSuccess = () => invalidate(courseId);
  return {
    add: useMutation({
      mutationFn: (input: { userId: number; role: "teacher" | "student" }) => addCourseMember({ courseId, ...input }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (input: { userId: number; role: "teacher" | "student" }) =>
        removeCourseMember({ courseId, ...input }),
      onSuccess,
    }),
  };
}

/** Required certificates of a saved program; the edit screen's detail is refetched after each change. */
export function useCertificateMutations(courseId: number) {
  const invalidate = useInvalidateCourses();
  const onSuccess = () => invalidate(courseId);
  return {
    add: useMutation({ mutationFn: addRequirementCertificate, onSuccess, meta: { silent: true } }),
    update: useMutation({ mutationFn: updateRequirementCertificate, onSuccess, meta: { silent: true } }),
    remove: useMutation({ mutationFn: deleteRequirementCertificate, onSuccess, meta: { silent: true } }),
  };
}

/** Required documents of a saved program; the edit screen's detail is refetched after each one. */
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

export function useCourseDocumentMutations(courseId: number) {
  const invalidate = useInvalidateCourses();
  return {
    add: useMutation({
      mutationFn: (docName: string) => addCourseDocument({ courseId, docName }),
      onSuccess: () => invalidate(courseId),
      // The section shows the refusal itself (the API's words on a duplicate name).
      meta: { silent: true },
    }),
  };
}
