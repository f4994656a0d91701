import { inLanguage, type Translations, type UiLanguage } from "@school/contracts";

/** Names of the standard checklist items in the three languages; the rest carry their own name. */
const NAMED: Record<string, Translations> = {
  passport: { ru: "Паспорт", kk: "Паспорт", en: "Passport" },
  visa: { ru: "Виза", kk: "Виза", en: "Visa" },
};

/**
 * An expiry or round alert's subject and text in each interface language (decision 0140): the notification keeps
 * the three, each mail is written in its recipient's chosen language (`alertMail`).
 */
export function alertTexts(alert: {
  subject: "document" | "round";
  key: string;
  name: string;
  days: number;
  dueOn: string;
  /** A round's program title in each language (an empty one falls back to Russian). */
  titles?: Translations;
  studentName: string;
}): { subject: Translations; text: Translations } {
  const titles = alert.titles ?? NAMED[alert.key];
  const named = titles
    ? { ru: inLanguage("ru", titles), kk: inLanguage("kk", titles), en: inLanguage("en", titles) }
    : { ru: alert.name, kk: alert.name, en: alert.name };
  const { days, dueOn: date, studentName: who } = alert;
  if (alert.subject === "round") {
    return {
      subject: {
        ru: `${who}: приём закрывается через ${days} дн.`,
        kk: `${who}: қабылдау ${days} күннен кейін жабылады`,
        en: `${who}: applications close in ${days} days`,
      },
      text: {
        ru: `${who}: приём на программу «${named.ru}» закрывается ${date} (через ${days} дн.).`,
        kk: `${who}: «${named.kk}» бағдарламасына қабылдау ${date} жабылады (${days} күннен кейін).`,
        en: `${who}: applications to “${named.en}” close on ${date} (in ${days} days).`,
      },
    };
  }
  return {
    subject: {
      ru: `${who}: документ истекает через ${days} дн.`,
      kk: `${who}: құжат мерзімі ${days} күннен кейін бітеді`,
      en: `${who}: a document expires in ${days} days`,
    },
    text: {
      ru: `${who}: срок документа «${named.ru}» истекает ${date} (через ${days} дн.).`,
      kk: `${who}: «${named.kk}» құжатының мерзімі ${date} бітеді (${days} күннен кейін).`,
      en: `${who}: “${named.en}” expires on ${date} (in ${days} days).`,
    },
  };
}

/** An alert's mail in one reader's language. */
export const alertMail = (texts: ReturnType<typeof alertTexts>, language: UiLanguage) => ({
  subject: inLanguage(language, texts.subject),
  text: inLanguage(language, texts.text),
});
