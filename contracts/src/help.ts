import { z } from "zod";
import { TRANSLATE_LANGS } from "./catalogue-vocabulary.js";
import { LEGAL_DOCUMENT_FORMATS, LEGAL_DOCUMENT_KINDS, LEGAL_TEXT_MAX, videoEmbedOf } from "./help-vocabulary.js";
import { domainQuery } from "./school.js";

export * from "./help-vocabulary.js";

// Help and legal (issue 22): the FAQ (decision 0060), the school's legal documents, support contact and consent
// (decision 0061), the onboarding video (decision 0062).

export const FAQ_TITLE_MAX = 300;
export const FAQ_ANSWER_MAX = 20_000;
/** Chapters a school keeps, and questions a chapter keeps: a help page, not a knowledge base. */
export const FAQ_CHAPTERS_MAX = 50;
export const FAQ_QUESTIONS_MAX = 100;

/** One line, without control characters (a tab or line break in a heading breaks every list it is shown in). */
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, "one line, without control characters");
/**
 * Rich text (an answer, a legal text): sanitised on the server with the allow-list; line breaks allowed (other
 * control characters are refused for every field by the server's input guard).
 */
const richText = (max: number) => z.string().max(max);

export const faqLanguageQuery = z.object({ translate_lang: z.enum(TRANSLATE_LANGS).optional() });

/** What a reader sees of a text kept in three languages: the text, its language, and whether it is another one. */
const shown = {
  title: z.string(),
  /** The language the title (and an answer's text) is written in: the reader's, or another when theirs is empty. */
  language: z.enum(["ru", "kk", "en"]),
  /** True when `language` is not the one asked for: the screen marks the text as a translation it lacks. */
  fallback: z.boolean(),
};

/** `faq/list_chapter/`: the school's chapters in order (spec fields id, title, text) and how many questions each has. */
export const faqChapter = z.object({
  id: z.number().int(),
  ...shown,
  text: z.string(),
  questions: z.number().int(),
});
export const faqChapterList = z.array(faqChapter);
export type FaqChapter = z.infer<typeof faqChapter>;

/** `faq/list_faq/{id}/`: a chapter's questions in order; the answer comes with `detail_faq/`. */
export const faqQuestionItem = z.object({ id: z.number().int(), chapter_id: z.number().int(), ...shown });
export const faqQuestionList = z.array(faqQuestionItem);
export type FaqQuestionItem = z.infer<typeof faqQuestionItem>;

/** `faq/detail_faq/{id}/`: a question (`title`) and its answer (`text`, sanitised HTML). */
export const faqAnswer = faqQuestionItem.extend({ text: z.string() });
export type FaqAnswer = z.infer<typeof faqAnswer>;

/** A chapter as staff write it: the title in Russian, Kazakh and English (at least one), and an optional lead text. */
export const faqChapterBody = z
  .object({
    title_ru: oneLine(FAQ_TITLE_MAX),
    title_kk: oneLine(FAQ_TITLE_MAX),
    title_en: oneLine(FAQ_TITLE_MAX),
    text_ru: richText(FAQ_ANSWER_MAX).default(""),
    text_kk: richText(FAQ_ANSWER_MAX).default(""),
    text_en: richText(FAQ_ANSWER_MAX).default(""),
  })
  .refine((body) => body.title_ru || body.title_kk || body.title_en, {
    message: "A title in at least one language is required",
    path: ["title_ru"],
  });
export type FaqChapterBody = z.input<typeof faqChapterBody>;

/** A question as staff write it: the question and its answer (rich text) in three languages, in a chapter. */
export const faqQuestionBody = z
  .object({
    chapter_id: z.number().int().min(1).max(2_147_483_647),
    title_ru: oneLine(FAQ_TITLE_MAX),
    title_kk: oneLine(FAQ_TITLE_MAX),
    title_en: oneLine(FAQ_TITLE_MAX),
    text_ru: richText(FAQ_ANSWER_MAX),
    text_kk: richText(FAQ_ANSWER_MAX),
    text_en: richText(FAQ_ANSWER_MAX),
  })
  .refine((body) => body.title_ru || body.title_kk || body.title_en, {
    message: "A question in at least one language is required",
    path: ["title_ru"],
  });
export type FaqQuestionBody = z.input<typeof faqQuestionBody>;

/** A new order: every id of the list, each once (the chapters of the school, or the questions of one chapter). */
export const faqOrderBody = z.object({
  ids: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .min(1)
    .max(FAQ_QUESTIONS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, "each id once"),
});

const inThreeLanguages = {
  title_ru: z.string(),
  title_kk: z.string(),
  title_en: z.string(),
  text_ru: z.string(),
  text_kk: z.string(),
  text_en: z.string(),
};
export const faqQuestionRecord = z.object({ id: z.number().int(), chapter_id: z.number().int(), ...inThreeLanguages });
export type FaqQuestionRecord = z.infer<typeof faqQuestionRecord>;
export const faqChapterRecord = z.object({
  id: z.number().int(),
  ...inThreeLanguages,
  questions: z.array(faqQuestionRecord),
});
export type FaqChapterRecord = z.infer<typeof faqChapterRecord>;
/** The staff editor's view: every chapter and question in order, every language as written. */
export const faqEditorView = z.object({ chapters: z.array(faqChapterRecord) });
export type FaqEditorView = z.infer<typeof faqEditorView>;

// Legal documents and the support contact (decision 0061).

export const legalKindParams = z.object({ kind: z.enum(LEGAL_DOCUMENT_KINDS) });

/** A document as the footer and the info modal list it: a PDF's link, or a text to open; its version and date. */
export const legalDocument = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  format: z.enum(LEGAL_DOCUMENT_FORMATS),
  /** The PDF's address (`format` pdf), null for a text. */
  url: z.string().nullable(),
  /** Starts at 1 and grows by one with every change; a consent names the version it was given to. */
  version: z.number().int(),
  updated_at: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocument>;

export const supportContact = z.object({ phone: z.string(), email: z.string(), telegram: z.string() });
export type SupportContact = z.infer<typeof supportContact>;

/** `help/info/`: the school's documents (only those it has) and its support contact; for guests too. */
export const schoolHelpInfo = z.object({ documents: z.array(legalDocument), support: supportContact });
export type SchoolHelpInfo = z.infer<typeof schoolHelpInfo>;

export const helpInfoQuery = domainQuery;

/**
 * `help/legal/{kind}/`: a text document's body (sanitised HTML) in the reader's language (else ru, kk, en), and the
 * three as written for the editor, "" where none (decision 0134); a PDF answers with its link.
 */
export const legalDocumentText = legalDocument.extend({
  text: z.string(),
  text_ru: z.string(),
  text_kk: z.string(),
  text_en: z.string(),
});
export type LegalDocumentText = z.infer<typeof legalDocumentText>;

/** A document written as text (the JSON body of `help/legal/{kind}/text/`): the Russian text, Kazakh and English beside. */
export const legalTextBody = z.object({
  text: richText(LEGAL_TEXT_MAX).refine((text) => text.trim() !== "", "Required"),
  text_kk: richText(LEGAL_TEXT_MAX).default(""),
  text_en: richText(LEGAL_TEXT_MAX).default(""),
});
export type LegalTextBody = z.infer<typeof legalTextBody>;

const phonePattern = /^\+?[0-9 ()-]{5,20}$/;
/** The school's support contact: any of phone, e-mail and Telegram (a username or a t.me link), "" for none. */
export const supportContactBody = z.object({
  phone: z.union([z.literal(""), z.string().trim().regex(phonePattern, "a phone number such as +7 701 123 45 67")]),
  email: z.union([z.literal(""), z.string().trim().toLowerCase().email().max(254)]),
  telegram: z.union([
    z.literal(""),
    z
      .string()
      .trim()
      .regex(/^(@?[A-Za-z0-9_]{5,32}|https:\/\/t\.me\/[A-Za-z0-9_]{5,32})$/, "a Telegram username or t.me link"),
  ]),
});
export type SupportContactBody = z.infer<typeof supportContactBody>;

// The onboarding video (decision 0062).

/** A linked video (YouTube or Vimeo, played in their embed) or an uploaded file (mp4 or webm, played by the page). */
export const onboardingVideo = z.object({
  kind: z.enum(["file", "youtube", "vimeo"]),
  /** The file's address, or the link as saved. */
  url: z.string(),
  /** The player's address for a link (the host's own embed page), null for a file. */
  embed_url: z.string().nullable(),
  updated_at: z.string(),
});
export type OnboardingVideo = z.infer<typeof onboardingVideo>;
export const onboardingVideoAnswer = z.object({ video: onboardingVideo.nullable() });
export type OnboardingVideoAnswer = z.infer<typeof onboardingVideoAnswer>;

export const videoLinkBody = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .refine((url) => videoEmbedOf(url) !== null, "a YouTube or Vimeo video link"),
});
export type VideoLinkBody = z.infer<typeof videoLinkBody>;

/** `help/settings/`: what the settings' documents tab edits. */
export const helpSettings = z.object({
  documents: z.array(legalDocumentText),
  support: supportContact,
  video: onboardingVideo.nullable(),
});
export type HelpSettings = z.infer<typeof helpSettings>;
