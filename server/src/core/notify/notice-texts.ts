import { inLanguage, type UiLanguage } from "@school/contracts";
import { notifications, schoolNotices } from "../../db/schema/index.js";
import { richTextToPlain } from "../rich-text.js";

/** The columns of a school notice's texts, to select beside a notification (null where it is no notice's). */
export const noticeTextColumns = {
  title: schoolNotices.title,
  titleKk: schoolNotices.titleKk,
  titleEn: schoolNotices.titleEn,
  body: schoolNotices.body,
  bodyKk: schoolNotices.bodyKk,
  bodyEn: schoolNotices.bodyEn,
};

/** A notification's own texts in the three languages, to select with `noticeTextColumns`. */
export const notificationTextColumns = {
  title: notifications.title,
  titleKk: notifications.titleKk,
  titleEn: notifications.titleEn,
  body: notifications.body,
  bodyKk: notifications.bodyKk,
  bodyEn: notifications.bodyEn,
  html: notifications.html,
};

type NoticeTexts = { [Column in keyof typeof noticeTextColumns]: string };
type NotificationTexts = { title: string; body: string; html: string | null };

/**
 * A notification's texts as its reader reads them, in the centre and in the e-mail alike: a school notice's from the
 * notice (decision 0134), any other's from its row (decision 0140), each in the reader's language by the one rule.
 */
export function notificationTextsIn(
  language: UiLanguage,
  row: NotificationTexts & {
    titleKk: string;
    titleEn: string;
    bodyKk: string;
    bodyEn: string;
    notice: NoticeTexts | null;
  },
): NotificationTexts {
  const { notice } = row;
  if (!notice)
    return {
      title: inLanguage(language, { ru: row.title, kk: row.titleKk, en: row.titleEn }),
      body: inLanguage(language, { ru: row.body, kk: row.bodyKk, en: row.bodyEn }),
      html: row.html,
    };
  const html = inLanguage(language, { ru: notice.body, kk: notice.bodyKk, en: notice.bodyEn });
  return {
    title: inLanguage(language, { ru: notice.title, kk: notice.titleKk, en: notice.titleEn }),
    body: richTextToPlain(html),
    html,
  };
}
