import { courseBody, courseDetail, coursePosters, courseUpdateBody, dbId } from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import { IMAGE_TYPES, readUploadedFile } from "../../core/uploads.js";
import * as course from "./course.service.js";
import * as images from "./course-images.service.js";
import { courseMemberRoutes } from "./course-members.routes.js";
import { courseRequirementRoutes } from "./course-requirements.routes.js";
import { courseRoundRoutes } from "./course-rounds.routes.js";
import { programFileRoutes } from "./program-files.routes.js";

const tags = ["course"];
const idParams = z.object({ id: dbId });

/** What an uploaded image becomes, by the multipart field it comes in. */
const IMAGE_UPLOADS = { file: images.replacePosters, media: images.addMedia } as const;

const programRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "course/course/create/",
    permission: "program.manage",
    summary: "Create a program; every dictionary id must be an entry of the caller's school",
    tags,
    body: courseBody,
    response: courseDetail,
    status: 201,
    handler: async ({ body, ctx }) => course.createCourse(ctx.deps, { schoolId: schoolOf(ctx), body }),
  }),
  defineRoute({
    method: "PATCH",
    path: "course/course/update/{id}/",
    permission: "program.manage",
    resources: { id: "course" },
    summary: "Change a program (only the fields sent)",
    tags,
    params: idParams,
    body: courseUpdateBody,
    response: courseDetail,
    handler: async ({ params, body, ctx }) =>
      course.updateCourse(ctx.deps, { schoolId: schoolOf(ctx), courseId: params.id, body }),
  }),
  defineRoute({
    method: "DELETE",
    path: "course/course/destroy/{id}/",
    permission: "program.manage",
    resources: { id: "course" },
    summary: "Delete a program with its rounds, members, requirements and stored files",
    tags,
    params: idParams,
    response: null,
    status: 204,
    handler: async ({ params, ctx }) => {
      const actorId = signedIn(ctx).userId;
      await course.destroyCourse(ctx.deps, { schoolId: schoolOf(ctx), courseId: params.id, actorId });
      return undefined;
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "course/course/upload_posters/{id}/",
    permission: "program.manage",
    resources: { id: "course" },
    multipart: true,
    summary:
      "Upload one image of 20 MB at most: multipart field `file` replaces the poster, field `media` adds a gallery image",
    tags,
    params: idParams,
    response: coursePosters,
    handler: async ({ params, ctx }) => {
      const file = await readUploadedFile(ctx.request, { allowed: IMAGE_TYPES, fields: Object.keys(IMAGE_UPLOADS) });
      const upload = IMAGE_UPLOADS[file.field as keyof typeof IMAGE_UPLOADS];
      return upload(ctx.deps, { schoolId: schoolOf(ctx), courseId: params.id, image: file.data });
    },
  }),
  defineRoute({
    method: "GET",
    path: "course/course/get_detail_course/{id}/",
    permission: "program.readFull",
    resources: { id: "course" },
    summary: "Everything stored about a program, for its edit screen (staff, and the program's teachers)",
    tags,
    params: idParams,
    response: courseDetail,
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
