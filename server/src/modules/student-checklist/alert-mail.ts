import { inLanguage, type Translations } from "@school/contracts";

/** Names of the standard checklist items in the three languages; the rest carry their own name. */
const NAMED: Record<string, Translations> = {
  passport: { ru: "Паспорт", kk: "Паспорт", en: "Passport" },
  visa: { ru: "Виза", kk: "Виза", en: "Visa" },
};

/**
 * An expiry or round alert, in all three interface languages at once as the other mails are (the server does not know
 * which one each reader chose).
 */
export function alertMail(alert: {
  subject: "document" | "round";
  key: string;
  name: string;
  days: number;
  dueOn: string;
  /** A round's program title in each language (an empty one falls back to Russian). */
  titles?: Translations;
  studentName: string;
}) {
  const titles = alert.titles ?? NAMED[alert.key];
  const named = titles
    ? { ru: inLanguage("ru", titles), kk: inLanguage("kk", titles), en: inLanguage("en", titles) }
    : { ru: alert.name, kk: alert.name, en: alert.name };
  const { days, dueOn: date, studentName: who } = alert;
  if (alert.subject === "round") {
    return {
      subject: `${who}: приём закрывается через ${days} дн. / Қабылдау ${days} күннен кейін жабылады / Applications close in ${days} days`,
      text: [
        `${who}: приём на программу «${named.ru}» закрывается ${date} (через ${days} дн.).`,
        `${who}: «${named.kk}» бағдарламасына қабылдау ${date} жабылады (${days} күннен кейін).`,
        `${who}: applications to “${named.en}” close on ${date} (in ${days} days).`,
      ].join("\n\n"),
    };
  }
  return {
    subject: `${who}: документ истекает через ${days} дн. / Құжат мерзімі ${days} күннен кейін бітеді / A document expires in ${days} days`,
    text: [
      `${who}: срок документа «${named.ru}» истекает ${date} (через ${days} дн.).`,
      `${who}: «${named.kk}» құжатының мерзімі ${date} бітеді (${days} күннен кейін).`,
      `${who}: “${named.en}” expires on ${date} (in ${days} days).`,
    ].join("\n\n"),
  };
}
