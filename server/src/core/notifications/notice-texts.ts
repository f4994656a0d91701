import { inLanguage, type UiLanguage } from "@school/contracts";
import { schoolNotices } from "../../db/schema/index.js";
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

type NoticeTexts = { [Column in keyof typeof noticeTextColumns]: string };
type NotificationTexts = { title: string; body: string; html: string | null };

/**
 * A notification's texts as its reader reads them: a school notice's from the notice, in the reader's language
 * (decision 0134), in the centre and in the e-mail alike; any other notification's as written.
 */
export function notificationTextsIn(
  language: UiLanguage,
  row: NotificationTexts & { notice: NoticeTexts | null },
): NotificationTexts {
  const { notice } = row;
  if (!notice) return { title: row.title, body: row.body, html: row.html };
  const html = inLanguage(language, { ru: notice.body, kk: notice.bodyKk, en: notice.bodyEn });
  return {
    title: inLanguage(language, { ru: notice.title, kk: notice.titleKk, en: notice.titleEn }),
    body: richTextToPlain(html),
    html,
  };
}
