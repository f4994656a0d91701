import { Readable } from "node:stream";
import {
  downloadCertificatePdf,
  getCompletionRule,
  issueCertificate,
  issueCompletedCertificates,
  listProgramCertificates,
  listStudentCompletionCertificates,
  revokeCertificate,
  setCompletionRule,
  verifyCertificate,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as service from "./certificates.service.js";

/** Certificates of completion (decision 0163): the program's rule and list for staff, the holder's, the public check. */
export const certificateRoutes: RouteDef[] = [
  defineRoute(getCompletionRule, {
    resources: { course_id: "course" },
    handler: async ({ params, actor }) => service.completionRule(actor, params.course_id),
  }),
  defineRoute(setCompletionRule, {
    resources: { course_id: "course" },
    handler: async ({ params, body, actor }) => service.setCompletionRule(actor, { courseId: params.course_id, body }),
  }),
  defineRoute(listProgramCertificates, {
    resources: { course_id: "course" },
    handler: async ({ params, actor }) => service.programCertificates(actor, params.course_id),
  }),
  defineRoute(issueCertificate, { handler: async ({ body, actor }) => service.issueByStaff(actor, body) }),
  defineRoute(issueCompletedCertificates, {
    resources: { course_id: "course" },
    handler: async ({ params, actor }) => service.issueToCompleted(actor, params.course_id),
  }),
  defineRoute(revokeCertificate, {
    handler: async ({ params, body, actor }) => service.revokeCertificate(actor, { id: params.id, body }),
  }),
  defineRoute(listStudentCompletionCertificates, {
    handler: async ({ query, actor }) => service.studentCertificates(actor, { userId: query.user_id }),
  }),
  defineRoute(downloadCertificatePdf, {
    handler: async ({ params, actor, ctx }) => {
      const { pdf, filename } = await service.certificatePdfFile(actor, params.id);
      ctx.reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "no-store");
      return Readable.from([pdf]);
    },
  }),
  defineRoute(verifyCertificate, {
    // The school whose domain the QR code opened: a code is looked for in that school only.
    needsSchool: true,
    handler: async ({ params, visitor, ctx }) => {
      // Never kept by a proxy: a revocation shows at once.
      ctx.reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
      return service.verifyCertificate(visitor, { code: params.code, address: ctx.request.ip });
    },
  }),
];
