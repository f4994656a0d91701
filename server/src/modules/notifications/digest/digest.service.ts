import { DIGEST_LOCAL_HOUR, inLanguage, type Translations, type UiLanguage } from "@school/contracts";
import { notificationTextsIn } from "../../../core/notify/notice-texts.js";
import type { AppJobs } from "../../../core/queue/job-kinds.js";
import { queueSchoolDays } from "../../../core/queue/school-days.js";
import { savedLanguageOf } from "../../../core/reader-language.js";
import { inTransaction, type SchoolWork } from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import {
  lockWaitingNotifications,
  markDigested,
  selectDigestRecipient,
  selectDigestSchools,
  selectWaitingUsers,
  takeDigest,
} from "./digest.queries.js";

/**
 * Each school whose morning has come (its own zone) gets that day's digest job (decision 0063). The hourly dispatch
 * is cheap and idempotent: one job per school and day at a time (singleton key), and the job sends each user at most
 * one digest a day whatever reruns.
 */
export async function dispatchDigests(deps: { db: Db; queue: AppJobs }, now: Date): Promise<number> {
  return queueSchoolDays(deps.queue, {
    kind: "notifications.school-digest",
    schools: await selectDigestSchools(deps.db),
    now,
    fromHour: DIGEST_LOCAL_HOUR,
  });
}

const DIGEST_SUBJECT: Translations = {
  ru: "Уведомления за день",
  kk: "Күннің хабарламалары",
  en: "Your notifications",
};

/** The digest in its recipient's chosen language, each notification's texts too (decisions 0134, 0140). */
function digestMail(input: {
  publicUrl: string;
  language: UiLanguage;
  items: (Parameters<typeof notificationTextsIn>[1] & { link: string | null })[];
}) {
  const lines = input.items.map((item) => {
    const { title, body } = notificationTextsIn(input.language, item);
    const link = item.link ? `\n${new URL(item.link, input.publicUrl).toString()}` : "";
    return `• ${title}\n${body}${link}`;
  });
  return {
    subject: `${inLanguage(input.language, DIGEST_SUBJECT)} (${input.items.length})`,
    text: lines.join("\n\n"),
  };
}

/**
 * One school's digests for `today`: per user, in one transaction, the day's digest row (unique per user and day),
 * the mail listing what waited, and those notifications marked digested. A user who had their digest today already
 * (a rerun, a second process) gets nothing more: what arrived since waits for tomorrow's.
 */
export async function sendSchoolDigests(job: SchoolWork, today: string) {
  let sent = 0;
  for (const userId of await selectWaitingUsers(job)) {
    const mailed = await inTransaction(job, async (scope) => {
      if (!(await takeDigest(scope, { userId, day: today }))) return false;
      const items = await lockWaitingNotifications(scope, { userId });
      const user = await selectDigestRecipient(scope, { userId });
      if (items.length === 0 || !user) return false;
      await scope.jobs.enqueue("mail.send", {
        to: user.email,
        school_id: scope.schoolId,
        ...digestMail({ publicUrl: job.deps.env.PUBLIC_URL, language: savedLanguageOf(user.language), items }),
      });
      await markDigested(scope, { notificationIds: items.map((item) => item.id) });
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}
