import {
  checkIelts,
  checkTolc,
  countWorkActs,
  createComment,
  createExam,
  createPaymentTranche,
  createWorkAct,
  deleteExam,
  deletePaymentTranche,
  deleteStudentDocument,
  deleteWorkAct,
  EXAM_BODY_LIMIT,
  getApostilleChecks,
  getBalance,
  getBotStats,
  getDdv,
  getFinanceChecks,
  getRecordSelectors,
  getStudentCard,
  listAdmins,
  listComments,
  listCommunications,
  listCountries,
  listDegrees,
  listExams,
  listIeltsTeachers,
  listMyFiles,
  listPackages,
  listPaymentTranches,
  listResponsibleAbroad,
  listSellerStudents,
  listStudentCourseFiles,
  listStudentDocuments,
  listStudentFiles,
  listWorkActs,
  setApostilleChecks,
  setDdv,
  setFinanceChecks,
  updateExam,
  updatePaymentTranche,
  uploadStudentDocument,
} from "@school/contracts";
import { type Actor, requireAccess } from "../../core/access/access.js";
import { defineRoute, type RequestContext, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as usersService from "../users/users.service.js";
import * as service from "./student-record.service.js";
import { requireStudentAccess } from "./student-record.service.js";

const actorOf = (ctx: RequestContext): Actor => ({ db: ctx.deps.db, schoolId: schoolOf(ctx), caller: signedIn(ctx) });
type StudentPermission = Parameters<typeof requireStudentAccess>[1];

/** The caller, once the student named by `field` is proven of their school and in their reach for `permission`. */
async function studentActor(ctx: RequestContext, permission: StudentPermission, userId: number, field?: string) {
  const actor = actorOf(ctx);
  await requireStudentAccess(actor, permission, userId, field);
  return actor;
}

/** The caller and a row of some student's (a document, an exam, a tranche, an act), once `permission` on its student holds. */
async function ownerActor<Row extends { userId: number }>(
  ctx: RequestContext,
  permission: StudentPermission,
  find: (actor: Actor) => Promise<Row>,
) {
  const actor = actorOf(ctx);
  const row = await find(actor);
  await requireAccess(actor, permission, { userId: row.userId });
  return { actor, row };
}

/**
 * The student record's tracking (decision 0028). Every call about one student proves the student is of the caller's
 * school (404) and the caller's relation to them (403) before reading or writing anything.
 */
export const studentRecordRoutes: RouteDef[] = [
  defineRoute(getStudentCard, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => {
      await requireAccess(actorOf(ctx), "studentRecord.read", { userId: params.id });
      return usersService.getStudentCard(ctx.deps, schoolOf(ctx), params.id);
    },
  }),

  defineRoute(listStudentDocuments, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.read", params.id, "id");
      return service.listDocuments(ctx.deps, actor, params.id);
    },
  }),
  defineRoute(uploadStudentDocument, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => {
      const actor = await studentActor(ctx, "studentDocument.upload", params.id, "id");
      return service.uploadDocument(ctx.deps, actor, params.id, ctx.request);
    },
  }),
  defineRoute(deleteStudentDocument, {
    resources: { id: "studentDocument" },
    handler: async ({ params, ctx }) => {
      const { actor, row: document } = await ownerActor(ctx, "studentDocument.upload", (actor) =>
        service.findDocument(actor, params.id),
      );
      await service.deleteDocument(ctx.deps, actor, document);
      return undefined;
    },
  }),
  defineRoute(listStudentFiles, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.read", params.id, "id");
      return service.listFiles(ctx.deps, actor, params.id);
    },
  }),
  defineRoute(listStudentCourseFiles, {
    resources: { studentId: "user", courseId: "course" },
    handler: async ({ params, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.read", params.studentId, "studentId");
      return service.listFiles(ctx.deps, actor, params.studentId, params.courseId);
    },
  }),
  defineRoute(listMyFiles, {
    handler: async ({ ctx }) => service.listFiles(ctx.deps, actorOf(ctx), signedIn(ctx).userId),
  }),

  defineRoute(createComment, {
    handler: async ({ body, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.staffOnly", body.user_id);
      return service.createComment(actor, body);
    },
  }),
  defineRoute(listComments, {
    resources: { id: "user" },
    handler: async ({ params, query, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.staffOnly", params.id, "id");
      return service.listCommunications(ctx.deps, actor, {
        userId: params.id,
        onlyComments: true,
        query,
        requestUrl: ctx.request.url,
      });
    },
  }),
  defineRoute(listCommunications, {
    resources: { id: "user" },
    handler: async ({ params, query, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.staffOnly", params.id, "id");
      return service.listCommunications(ctx.deps, actor, {
        userId: params.id,
        onlyComments: false,
        query,
        requestUrl: ctx.request.url,
      });
    },
  }),

  defineRoute(listAdmins, { handler: async ({ ctx }) => service.listStaff(actorOf(ctx)) }),
  defineRoute(listResponsibleAbroad, { handler: async ({ ctx }) => service.listStaff(actorOf(ctx)) }),
  defineRoute(listSellerStudents, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => service.sellerStudents(actorOf(ctx), params.id),
  }),
  defineRoute(listPackages, { handler: async ({ query, ctx }) => service.listPackages(actorOf(ctx), query.name) }),
  defineRoute(listCountries, { handler: async ({ query, ctx }) => service.listCountries(actorOf(ctx), query.name) }),
  defineRoute(listDegrees, { handler: async ({ query, ctx }) => service.listDegrees(actorOf(ctx), query.name) }),
  defineRoute(getRecordSelectors, {
    handler: async ({ query, ctx }) =>
      service.selectors({ ...actorOf(ctx), clock: ctx.deps.clock }, query.translate_lang),
  }),
  defineRoute(listIeltsTeachers, {
    handler: async ({ ctx }) => usersService.listTeachers(ctx.deps, schoolOf(ctx)),
  }),

  defineRoute(listPaymentTranches, {
    handler: async ({ query, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.read", query.user_id);
      return service.listTranches(actor, query.user_id);
    },
  }),
  defineRoute(createPaymentTranche, {
    handler: async ({ body, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.manage", body.user_id);
      return service.createTranche(ctx.deps, actor.schoolId, body);
    },
  }),
  defineRoute(updatePaymentTranche, {
    resources: { id: "paymentTranche" },
    handler: async ({ params, body, ctx }) => {
      const { actor, row: tranche } = await ownerActor(ctx, "studentRecord.manage", (actor) =>
        service.findTranche(actor, params.id),
      );
      return service.updateTranche(ctx.deps, actor.schoolId, tranche, body);
    },
  }),
  defineRoute(deletePaymentTranche, {
    resources: { id: "paymentTranche" },
    handler: async ({ params, ctx }) => {
      const { actor, row: tranche } = await ownerActor(ctx, "studentRecord.manage", (actor) =>
        service.findTranche(actor, params.id),
      );
      await service.deleteTranche(ctx.deps, actor.schoolId, tranche);
      return undefined;
    },
  }),

  defineRoute(checkIelts, {
    handler: async ({ query, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.read", query.user_id);
      return service.checkExam(ctx.deps, actor, query.user_id, "ielts");
    },
  }),
  defineRoute(checkTolc, {
    handler: async ({ query, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.read", query.user_id);
      return service.checkExam(ctx.deps, actor, query.user_id, "tolc");
    },
  }),
  defineRoute(listExams, {
    handler: async ({ query, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.read", query.user_id);
      return service.listExams(ctx.deps, actor, query.user_id);
    },
  }),
  defineRoute(createExam, {
    bodyLimit: EXAM_BODY_LIMIT,
    handler: async ({ body, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.manage", body.user_id);
      return service.createExam(ctx.deps, actor, body);
    },
  }),
  defineRoute(updateExam, {
    resources: { id: "studentExam" },
    bodyLimit: EXAM_BODY_LIMIT,
    handler: async ({ params, body, ctx }) => {
      const { actor, row: exam } = await ownerActor(ctx, "studentRecord.manage", (actor) =>
        service.findExam(actor, params.id),
      );
      return service.updateExam(ctx.deps, actor, exam, body);
    },
  }),
  defineRoute(deleteExam, {
    handler: async ({ query, ctx }) => {
      const { actor, row: exam } = await ownerActor(ctx, "studentRecord.manage", (actor) =>
        service.findExam(actor, query.id),
      );
      await service.deleteExam(ctx.deps, actor, exam);
      return undefined;
    },
  }),

  defineRoute(getFinanceChecks, {
    handler: async ({ query, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.read", query.user_id);
      return service.financeChecks(actor, query.user_id);
    },
  }),
  defineRoute(setFinanceChecks, {
    handler: async ({ body, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.manage", body.user_id);
      return service.setFinanceChecks(ctx.deps, actor, body);
    },
  }),
  defineRoute(getApostilleChecks, {
    handler: async ({ query, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.read", query.user_id);
      return service.apostilleChecks(actor, query.user_id);
    },
  }),
  defineRoute(setApostilleChecks, {
    handler: async ({ body, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.manage", body.user_id);
      return service.setApostilleChecks(ctx.deps, actor, body);
    },
  }),
  defineRoute(getDdv, {
    handler: async ({ query, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.read", query.user_id);
      return service.ddvState(actor, query.user_id);
    },
  }),
  defineRoute(setDdv, {
    handler: async ({ body, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.manage", body.user_id);
      return service.setDdv(actor, body);
    },
  }),

  defineRoute(listWorkActs, {
    handler: async ({ query, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.read", query.user_id);
      return service.listActs(actor, query.user_id);
    },
  }),
  defineRoute(createWorkAct, {
    handler: async ({ body, ctx }) => {
      const actor = await studentActor(ctx, "studentRecord.manage", body.user_id);
      return service.createAct(actor, body);
    },
  }),
  defineRoute(deleteWorkAct, {
    handler: async ({ query, ctx }) => {
      const { actor, row: act } = await ownerActor(ctx, "studentRecord.manage", (actor) =>
        service.findAct(actor, query.id),
      );
      await service.deleteAct(actor, act.id);
      return undefined;
    },
  }),
  defineRoute(countWorkActs, { handler: async ({ ctx }) => service.countActs(actorOf(ctx)) }),
  defineRoute(getBalance, { handler: async ({ query, ctx }) => service.balance(actorOf(ctx), query) }),
  defineRoute(getBotStats, { handler: async ({ ctx }) => service.botStats(actorOf(ctx)) }),
];
