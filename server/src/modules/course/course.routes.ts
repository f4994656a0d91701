import { createCourse, deleteCourse, getCourseForEditing, updateCourse, uploadCourseImage } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import { IMAGE_TYPES, readUploadedFile } from "../../core/uploads.js";
import * as course from "./course.service.js";
import * as images from "./course-images.service.js";
import { courseMemberRoutes } from "./course-members.routes.js";
import { courseRequirementRoutes } from "./course-requirements.routes.js";
import { courseRoundRoutes } from "./course-rounds.routes.js";
import { programFileRoutes } from "./program-files.routes.js";

/** What an uploaded image becomes, by the multipart field it comes in. */
const IMAGE_UPLOADS = { file: images.replacePosters, media: images.addMedia } as const;

const programRoutes: RouteDef[] = [
  defineRoute(createCourse, {
    handler: async ({ body, ctx }) => course.createCourse(ctx.deps, { schoolId: schoolOf(ctx), body }),
  }),
  defineRoute(updateCourse, {
    resources: { id: "course" },
    handler: async ({ params, body, ctx }) =>
      course.updateCourse(ctx.deps, { schoolId: schoolOf(ctx), courseId: params.id, body }),
  }),
  defineRoute(deleteCourse, {
    resources: { id: "course" },
    handler: async ({ params, ctx }) => {
      const actorId = signedIn(ctx).userId;
      await course.destroyCourse(ctx.deps, { schoolId: schoolOf(ctx), courseId: params.id, actorId });
      return undefined;
    },
  }),
  defineRoute(uploadCourseImage, {
    resources: { id: "course" },
    handler: async ({ params, ctx }) => {
      const file = await readUploadedFile(ctx.request, { allowed: IMAGE_TYPES, fields: Object.keys(IMAGE_UPLOADS) });
      const upload = IMAGE_UPLOADS[file.field as keyof typeof IMAGE_UPLOADS];
      return upload(ctx.deps, { schoolId: schoolOf(ctx), courseId: params.id, image: file.data });
    },
  }),
  defineRoute(getCourseForEditing, {
    resources: { id: "course" },
    handler: async ({ params, ctx }) =>
      course.getCourseDetailFor(ctx.deps, { schoolId: schoolOf(ctx), courseId: params.id, caller: signedIn(ctx) }),
  }),
];

/** The write side of the catalogue: programs and their parts. The read side lives in modules/catalog. */
export const courseRoutes: RouteDef[] = [
  ...programRoutes,
  ...courseMemberRoutes,
  ...courseRoundRoutes,
  ...courseRequirementRoutes,
  ...programFileRoutes,
];
