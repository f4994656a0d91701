import type { UiLanguage } from "@school/contracts";

/** The help side's query keys (FAQ, legal documents, support contact, onboarding video, my files). */
export const helpKeys = {
  all: ["help"] as const,
  infoAll: ["help", "info"] as const,
  legalAll: ["help", "legal"] as const,
  info: (domain: string) => ["help", "info", domain] as const,
  legal: (domain: string, kind: string) => ["help", "legal", domain, kind] as const,
  faq: ["help", "faq"] as const,
  chapters: (language: UiLanguage) => ["help", "faq", "chapters", language] as const,
  questions: (chapterId: number, language: UiLanguage) => ["help", "faq", "questions", chapterId, language] as const,
  answer: (questionId: number, language: UiLanguage) => ["help", "faq", "answer", questionId, language] as const,
  faqEditor: ["help", "faq", "editor"] as const,
  settings: ["help", "settings"] as const,
  video: ["help", "video"] as const,
  myFiles: ["help", "my-files"] as const,
};
