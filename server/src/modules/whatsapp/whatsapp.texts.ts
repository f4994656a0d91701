import type { UiLanguage } from "@school/contracts";

/** The SMS that proves the number a student links (Latin digits; Cyrillic SMS cost more parts, so the text is short). */
export function whatsappCodeSms(language: UiLanguage, code: string): string {
  const texts: Record<UiLanguage, string> = {
    ru: `Код для WhatsApp: ${code}. Действует 10 мин.`,
    kk: `WhatsApp коды: ${code}. 10 мин жарамды.`,
    en: `WhatsApp code: ${code}. Valid 10 min.`,
  };
  return texts[language];
}

/**
 * The answer to a number no student of the school linked (decision 0157): the message is not kept (no one to file it
 * under), and the writer learns how to reach the school here. In the three languages at once: WhatsApp does not say
 * which the writer reads.
 */
export const UNLINKED_REPLY = [
  "Здравствуйте! Чтобы писать школе в WhatsApp, привяжите этот номер в личном кабинете: «Сообщения» → «WhatsApp».",
  "Сәлеметсіз бе! Мектепке WhatsApp арқылы жазу үшін осы нөмірді жеке кабинетте байланыстырыңыз: «Хабарламалар» → «WhatsApp».",
  "Hello! To write to the school on WhatsApp, link this number in your account: “Messages” → “WhatsApp”.",
].join("\n\n");
