import { uploadCourseImage } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import { IMAGE_TYPES, readUploadedFile } from "../../../core/uploads.js";
import * as media from "./media.service.js";

/** What an uploaded image becomes, by the multipart field it comes in. */
const IMAGE_UPLOADS = { file: media.replacePosters, media: media.addMedia } as const;

/** A program's cover and gallery images; the gallery's order and deletions go with the program's update. */
export const mediaRoutes: RouteDef[] = [
  defineRoute(uploadCourseImage, {
    resources: { id: "course" },
    handler: async ({ params, ctx, actor }) => {
      const file = await readUploadedFile(ctx.request, { allowed: IMAGE_TYPES, fields: Object.keys(IMAGE_UPLOADS) });
      const upload = IMAGE_UPLOADS[file.field as keyof typeof IMAGE_UPLOADS];
      return upload(actor, { courseId: params.id, image: file.data });
    },
  }),
];
