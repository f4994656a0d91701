import type { LegalDocumentKind, UiLanguage } from "@school/contracts";
import {
  createFaqChapter,
  createFaqQuestion,
  deleteFaqChapter,
  deleteFaqQuestion,
  deleteLegalDocument,
  deleteOnboardingVideo,
  getFaqAnswer,
  getFaqEditor,
  getHelpSettings,
  getOnboardingVideo,
  linkOnboardingVideo,
  listFaqChapters,
  listFaqQuestions,
  listMyFiles,
  reorderFaqChapters,
  reorderFaqQuestions,
  updateFaqChapter,
  updateFaqQuestion,
  updateSupportContact,
  uploadLegalPdf,
  uploadOnboardingVideo,
  writeLegalText,
} from "@school/contracts/routes";
import type { BodyOf } from "../../../api/http-client";
import { callEndpoint, uploadWithProgress } from "../../../api/http-client";

export const fetchChapters = (language: UiLanguage, signal?: AbortSignal) =>
  callEndpoint(listFaqChapters, { query: { translate_lang: language }, signal });
export const fetchQuestions = (chapterId: number, language: UiLanguage, signal?: AbortSignal) =>
  callEndpoint(listFaqQuestions, { params: { id: chapterId }, query: { translate_lang: language }, signal });
export const fetchAnswer = (questionId: number, language: UiLanguage, signal?: AbortSignal) =>
  callEndpoint(getFaqAnswer, { params: { id: questionId }, query: { translate_lang: language }, signal });

export const fetchFaqEditor = (signal?: AbortSignal) => callEndpoint(getFaqEditor, { signal });
export type ChapterInput = BodyOf<typeof createFaqChapter>;
export type QuestionInput = BodyOf<typeof createFaqQuestion>;
export const saveChapter = (input: { id?: number; body: ChapterInput }) =>
  input.id === undefined
    ? callEndpoint(createFaqChapter, { body: input.body })
    : callEndpoint(updateFaqChapter, { params: { id: input.id }, body: input.body });
export const removeChapter = (id: number) => callEndpoint(deleteFaqChapter, { params: { id } });
export const orderChapters = (ids: number[]) => callEndpoint(reorderFaqChapters, { body: { ids } });
export const saveQuestion = (input: { id?: number; body: QuestionInput }) =>
  input.id === undefined
    ? callEndpoint(createFaqQuestion, { body: input.body })
    : callEndpoint(updateFaqQuestion, { params: { id: input.id }, body: input.body });
export const removeQuestion = (id: number) => callEndpoint(deleteFaqQuestion, { params: { id } });
export const orderQuestions = (chapterId: number, ids: number[]) =>
  callEndpoint(reorderFaqQuestions, { params: { id: chapterId }, body: { ids } });

export const fetchHelpSettings = (signal?: AbortSignal) => callEndpoint(getHelpSettings, { signal });
export const sendLegalPdf = (kind: LegalDocumentKind, file: File, onProgress: (share: number) => void) => {
  const form = new FormData();
  form.append("file", file);
  return uploadWithProgress(uploadLegalPdf, { params: { kind }, body: form, onProgress });
};
export const sendLegalText = (kind: LegalDocumentKind, texts: BodyOf<typeof writeLegalText>) =>
  callEndpoint(writeLegalText, { params: { kind }, body: texts });
export const removeLegalDocument = (kind: LegalDocumentKind) => callEndpoint(deleteLegalDocument, { params: { kind } });
export const sendSupportContact = (body: BodyOf<typeof updateSupportContact>) =>
  callEndpoint(updateSupportContact, { body });

export const fetchOnboardingVideo = (signal?: AbortSignal) => callEndpoint(getOnboardingVideo, { signal });
export const sendVideoFile = (file: File, onProgress: (share: number) => void) => {
  const form = new FormData();
  form.append("file", file);
  return uploadWithProgress(uploadOnboardingVideo, { params: {}, body: form, onProgress });
};
export const sendVideoLink = (url: string) => callEndpoint(linkOnboardingVideo, { body: { url } });
export const removeVideo = () => callEndpoint(deleteOnboardingVideo);

export const fetchMyFiles = (signal?: AbortSignal) => callEndpoint(listMyFiles, { signal });
