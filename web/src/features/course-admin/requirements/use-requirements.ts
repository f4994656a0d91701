import type { Translations } from "@school/contracts";
import { useMutation } from "@tanstack/react-query";
import { useInvalidateCourses } from "../use-invalidate-courses";
import {
  addCourseDocument,
  addRequirementCertificate,
  deleteRequirementCertificate,
  updateRequirementCertificate,
} from "./requirements.api";

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
export function useCourseDocumentMutations(courseId: number) {
  const invalidate = useInvalidateCourses();
  return {
    add: useMutation({
      mutationFn: (names: Translations) => addCourseDocument({ courseId, names }),
      onSuccess: () => invalidate(courseId),
      // The section shows the refusal itself (the API's words on a duplicate name).
      meta: { silent: true },
    }),
  };
}
