import type { UiLanguage } from "@school/contracts";
import { escapeHtml } from "../../core/rich-text.js";

/** What the bot answers, in the student's language (their account's, else their Telegram app's, else Russian). */
export type BotText = "linked" | "expired" | "invalid" | "noCode" | "stopped" | "notLinked" | "help" | "fileRefused";

const TEXTS: Record<UiLanguage, Record<BotText, string>> = {
  ru: {
    linked:
      "Готово! Аккаунт <b>{name}</b> привязан: сюда будут приходить сообщения школы. Чтобы отвязать, отправьте /stop.",
    expired: "Срок действия кода истёк. Откройте платформу, нажмите «Код для бота» и отправьте новый код.",
    invalid: "Код не подошёл или уже использован. Откройте платформу и возьмите новый код в шапке сайта.",
    noCode: "Чтобы привязать аккаунт, отправьте /start и ваш код из шапки платформы, например: /start ABC123XYZ0",
    stopped:
      "Аккаунт отвязан: сообщения школы сюда больше не придут. Чтобы снова привязать, отправьте /start с новым кодом.",
    notLinked: "Этот чат не привязан ни к одному аккаунту.",
    help: "Я присылаю сообщения школы. /start КОД — привязать аккаунт, /stop — отвязать.",
    fileRefused: "Файл не принят: школа получает фото и документы JPG, PNG, WebP или PDF до 20 МБ.",
  },
  kk: {
    linked:
      "Дайын! <b>{name}</b> аккаунты байланыстырылды: мектеп хабарламалары осында келеді. Ажырату үшін /stop жіберіңіз.",
    expired: "Кодтың мерзімі өтті. Платформаны ашып, «Бот коды» батырмасын басыңыз да, жаңа кодты жіберіңіз.",
    invalid: "Код жарамсыз немесе бұрын қолданылған. Платформаны ашып, сайттың жоғарғы жағынан жаңа код алыңыз.",
    noCode: "Аккаунтты байланыстыру үшін /start және платформадағы кодыңызды жіберіңіз, мысалы: /start ABC123XYZ0",
    stopped:
      "Аккаунт ажыратылды: мектеп хабарламалары енді осында келмейді. Қайта байланыстыру үшін /start пен жаңа кодты жіберіңіз.",
    notLinked: "Бұл чат ешбір аккаунтқа байланыстырылмаған.",
    help: "Мен мектеп хабарламаларын жіберемін. /start КОД — аккаунтты байланыстыру, /stop — ажырату.",
    fileRefused: "Файл қабылданбады: мектеп 20 МБ-қа дейінгі JPG, PNG, WebP немесе PDF фото мен құжаттарды қабылдайды.",
  },
  en: {
    linked: "Done! The account <b>{name}</b> is linked: the school's messages will come here. To unlink, send /stop.",
    expired: "This code has expired. Open the platform, press “Bot code” and send the new code.",
    invalid: "This code is not valid or was already used. Open the platform and take a new code from the header.",
    noCode: "To link your account, send /start with your code from the platform's header, e.g. /start ABC123XYZ0",
    stopped:
      "Your account is unlinked: the school's messages will not come here any more. To link again, send /start with a new code.",
    notLinked: "This chat is not linked to any account.",
    help: "I send the school's messages. /start CODE links your account, /stop unlinks it.",
    fileRefused: "The file was not accepted: the school takes JPG, PNG, WebP or PDF photos and documents up to 20 MB.",
  },
};

/** A bot's answer in a language; `name` fills the text's `{name}`. */
export function botText(language: UiLanguage, text: { key: BotText; name?: string }): string {
  return TEXTS[language][text.key].replace("{name}", escapeHtml(text.name ?? ""));
}

/** Telegram's `language_code` (an IETF tag such as "kk" or "en-US") as one of ours; Russian otherwise. */
export function languageOfTelegram(code: string | undefined): UiLanguage {
  const base = (code ?? "").slice(0, 2).toLowerCase();
  return base === "kk" || base === "en" ? base : "ru";
}
