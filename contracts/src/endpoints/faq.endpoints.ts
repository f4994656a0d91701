import { idParams } from "../fields.js";
import {
  faqAnswer,
  faqChapterBody,
  faqChapterList,
  faqChapterRecord,
  faqEditorView,
  faqLanguageQuery,
  faqOrderBody,
  faqQuestionBody,
  faqQuestionList,
  faqQuestionRecord,
} from "../help.js";
import { endpoint } from "./endpoint.js";

const tags = ["faq"];

// The FAQ modal (product.md section 2): chapters → a chapter's questions → an answer, in `translate_lang`, a text
// missing in that language shown in another and marked (decision 0060).

export const listFaqChapters = endpoint({
  method: "GET",
  path: "faq/list_chapter/",
  permission: "faq.read",
  summary: "The school's FAQ chapters in order, each in `translate_lang` (another language when missing, marked)",
  tags,
  query: faqLanguageQuery,
  response: faqChapterList,
});

export const listFaqQuestions = endpoint({
  method: "GET",
  path: "faq/list_faq/{id}/",
  permission: "faq.read",
  summary: "A chapter's questions in order, in `translate_lang`",
  tags,
  params: idParams("id"),
  query: faqLanguageQuery,
  response: faqQuestionList,
});

export const getFaqAnswer = endpoint({
  method: "GET",
  path: "faq/detail_faq/{id}/",
  permission: "faq.read",
  summary: "A question and its answer (sanitised HTML) in `translate_lang`",
  tags,
  params: idParams("id"),
  query: faqLanguageQuery,
  response: faqAnswer,
});

// Staff editing (extensions, decision 0060).

export const getFaqEditor = endpoint({
  method: "GET",
  path: "faq/manage/",
  permission: "help.manage",
  summary: "Every chapter and question in order with every language as written (extension, decision 0060)",
  tags,
  response: faqEditorView,
});

export const createFaqChapter = endpoint({
  method: "POST",
  path: "faq/chapter/create/",
  permission: "help.manage",
  summary: "Add a chapter at the end (extension, decision 0060)",
  tags,
  body: faqChapterBody,
  response: faqChapterRecord,
  status: 201,
});

export const updateFaqChapter = endpoint({
  method: "PUT",
  path: "faq/chapter/update/{id}/",
  permission: "help.manage",
  summary: "Change a chapter's title and text (extension, decision 0060)",
  tags,
  params: idParams("id"),
  body: faqChapterBody,
  response: faqChapterRecord,
});

export const deleteFaqChapter = endpoint({
  method: "DELETE",
  path: "faq/chapter/delete/{id}/",
  permission: "help.manage",
  summary: "Delete a chapter with its questions (extension, decision 0060)",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const reorderFaqChapters = endpoint({
  method: "PUT",
  path: "faq/chapter/reorder/",
  permission: "help.manage",
  summary: "Put the school's chapters in the order given: every chapter's id once (extension, decision 0060)",
  tags,
  body: faqOrderBody,
  response: faqEditorView,
});

export const createFaqQuestion = endpoint({
  method: "POST",
  path: "faq/question/create/",
  permission: "help.manage",
  summary: "Add a question and its answer (sanitised) at the end of a chapter (extension, decision 0060)",
  tags,
  body: faqQuestionBody,
  response: faqQuestionRecord,
  status: 201,
});

export const updateFaqQuestion = endpoint({
  method: "PUT",
  path: "faq/question/update/{id}/",
  permission: "help.manage",
  summary: "Change a question, its answer (sanitised) or its chapter (extension, decision 0060)",
  tags,
  params: idParams("id"),
  body: faqQuestionBody,
  response: faqQuestionRecord,
});

export const deleteFaqQuestion = endpoint({
  method: "DELETE",
  path: "faq/question/delete/{id}/",
  permission: "help.manage",
  summary: "Delete a question (extension, decision 0060)",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const reorderFaqQuestions = endpoint({
  method: "PUT",
  path: "faq/question/reorder/{id}/",
  permission: "help.manage",
  summary: "Put a chapter's questions in the order given: every question's id once (extension, decision 0060)",
  tags,
  params: idParams("id"),
  body: faqOrderBody,
  response: faqEditorView,
});
