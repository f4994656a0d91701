import {
  createFaqChapter,
  createFaqQuestion,
  deleteFaqChapter,
  deleteFaqQuestion,
  deleteLegalDocument,
  deleteOnboardingVideo,
  getFaqAnswer,
  getFaqEditor,
  getHelpInfo,
  getHelpSettings,
  getLegalDocument,
  getOnboardingVideo,
  linkOnboardingVideo,
  listFaqChapters,
  listFaqQuestions,
  reorderFaqChapters,
  reorderFaqQuestions,
  updateFaqChapter,
  updateFaqQuestion,
  updateSupportContact,
  uploadLegalPdf,
  uploadOnboardingVideo,
  writeLegalText,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as faq from "./faq/faq.service.js";
import { helpRow } from "./legal/legal.queries.js";
import * as legal from "./legal/legal.service.js";
import * as video from "./video/video.service.js";

const language = (query: { translate_lang?: "ru" | "kk" | "en" }) => query.translate_lang ?? "ru";

/**
 * Help and legal (issue 22): the FAQ modal's three reading calls and the staff's editing calls (decision 0060), the
 * school's legal documents and support contact for the footer and the info modal (0061), the onboarding video (0062).
 */
export const helpRoutes: RouteDef[] = [
  defineRoute(listFaqChapters, { handler: async ({ actor, query }) => faq.listChapters(actor, language(query)) }),
  defineRoute(listFaqQuestions, {
    handler: async ({ actor, params, query }) =>
      faq.listQuestions(actor, { chapterId: params.id, language: language(query) }),
  }),
  defineRoute(getFaqAnswer, {
    handler: async ({ actor, params, query }) => faq.answer(actor, { id: params.id, language: language(query) }),
  }),
  defineRoute(getFaqEditor, { handler: async ({ actor }) => faq.editorView(actor) }),
  defineRoute(createFaqChapter, { handler: async ({ actor, body }) => faq.createChapter(actor, body) }),
  defineRoute(updateFaqChapter, {
    handler: async ({ actor, params, body }) => faq.updateChapter(actor, { id: params.id, body }),
  }),
  defineRoute(deleteFaqChapter, {
    handler: async ({ actor, params }) => {
      await faq.deleteChapter(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(reorderFaqChapters, { handler: async ({ actor, body }) => faq.reorderChapters(actor, body.ids) }),
  defineRoute(createFaqQuestion, { handler: async ({ actor, body }) => faq.createQuestion(actor, body) }),
  defineRoute(updateFaqQuestion, {
    handler: async ({ actor, params, body }) => faq.updateQuestion(actor, { id: params.id, body }),
  }),
  defineRoute(deleteFaqQuestion, {
    handler: async ({ actor, params }) => {
      await faq.deleteQuestion(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(reorderFaqQuestions, {
    handler: async ({ actor, params, body }) => faq.reorderQuestions(actor, { chapterId: params.id, ids: body.ids }),
  }),

  defineRoute(getHelpInfo, {
    needsSchool: true,
    publicCache: true,
    handler: async ({ visitor }) => legal.helpInfo(visitor),
  }),
  defineRoute(getLegalDocument, {
    needsSchool: true,
    publicCache: true,
    handler: async ({ visitor, params }) => legal.legalDocument(visitor, params.kind),
  }),
  defineRoute(getHelpSettings, {
    handler: async ({ actor }) => {
      const [documents, help] = await Promise.all([legal.documentsForSettings(actor), helpRow(actor)]);
      return { documents, support: legal.supportOf(help), video: video.videoOf(actor.deps.storage, help) };
    },
  }),
  defineRoute(uploadLegalPdf, {
    handler: async ({ actor, params, ctx }) => legal.uploadPdf(actor, { kind: params.kind, request: ctx.request }),
  }),
  defineRoute(writeLegalText, {
    handler: async ({ actor, params, body }) => legal.writeText(actor, { kind: params.kind, text: body }),
  }),
  defineRoute(deleteLegalDocument, {
    handler: async ({ actor, params }) => {
      await legal.deleteDocument(actor, params.kind);
      return undefined;
    },
  }),
  defineRoute(updateSupportContact, { handler: async ({ actor, body }) => legal.updateSupport(actor, body) }),

  defineRoute(getOnboardingVideo, { handler: async ({ actor }) => ({ video: await video.onboardingVideo(actor) }) }),
  defineRoute(uploadOnboardingVideo, {
    handler: async ({ actor, ctx }) => ({ video: await video.uploadVideo(actor, ctx.request) }),
  }),
  defineRoute(linkOnboardingVideo, {
    handler: async ({ actor, body }) => ({ video: await video.linkVideo(actor, body.url) }),
  }),
  defineRoute(deleteOnboardingVideo, {
    handler: async ({ actor }) => {
      await video.deleteVideo(actor);
      return undefined;
    },
  }),
];
