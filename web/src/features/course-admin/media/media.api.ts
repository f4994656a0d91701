import { updateCourse, uploadCourseImage as uploadCourseImageEndpoint } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** The gallery becomes exactly these images, in this order; the others are deleted. */
export function keepCourseMedia(input: { courseId: number; mediaIds: number[] }) {
  return callEndpoint(updateCourse, { params: { id: input.courseId }, body: { media: input.mediaIds } });
}

/** One image per call: the multipart field says whether it is the poster (`file`) or a gallery image (`media`). */
export function uploadCourseImage(input: { courseId: number; file: File; as: "file" | "media" }) {
  const form = new FormData();
  form.append(input.as, input.file);
  return callEndpoint(uploadCourseImageEndpoint, { params: { id: input.courseId }, body: form });
}
