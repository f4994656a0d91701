import { DIGEST_LOCAL_HOUR, inLanguage, type Translations, type UiLanguage } from "@school/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  noticeTextColumns,
  notificationTextColumns,
  notificationTextsIn,
} from "../../../core/notifications/notice-texts.js";
import type { AppJobs, AppQueue } from "../../../core/queue/job-kinds.js";
import { savedLanguageOf } from "../../../core/reader-language.js";
import { zonedParts } from "../../../core/schedule-time.js";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import { notificationDigests, notifications, schoolNotices, schools, users } from "../../../db/schema/index.js";

/**
 * Each school whose morning has come (its own zone) gets that day's digest job (decision 0063). The hourly dispatch
 * is cheap and idempotent: one job per school and day at a time (singleton key), and the job sends each user at most
 * one digest a day whatever reruns.
 */
export async function dispatchDigests(deps: { db: Db; queue: AppJobs }, now: Date): Promise<number> {
  const active = await deps.db
    .select({ id: schools.id, timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.tariffActive, true));
  let queued = 0;
  for (const school of active) {
    const local = zonedParts(now, school.timeZone);
    if (Number(local.time.slice(0, 2)) < DIGEST_LOCAL_HOUR) continue;
    await deps.queue.enqueue(
      "notifications.school-digest",
      { school_id: school.id, today: local.date },
      { singletonKey: `${school.id}:${local.date}` },
    );
    queued += 1;
  }
  return queued;
}

/** Users of the school with notifications waiting for their digest. */
async function waitingUsers(scope: Scope): Promise<number[]> {
  const rows = await scope.db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(and(inSchool(scope, notifications), eq(notifications.email, "digest")));
  return rows.map((row) => row.userId);
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
export async function sendSchoolDigests(job: Scope & { queue: AppQueue; publicUrl: string }, today: string) {
  let sent = 0;
  for (const userId of await waitingUsers(job)) {
    const mailed = await job.queue.transaction(async (tx, jobs) => {
      const scope = { ...job, db: tx };
      const [digest] = await tx
        .insert(notificationDigests)
        .values({ schoolId: scope.schoolId, userId, day: today })
        .onConflictDoNothing()
        .returning({ id: notificationDigests.id });
      if (!digest) return false;
      const items = await tx
        .select({
          id: notifications.id,
          ...notificationTextColumns,
          link: notifications.link,
          notice: noticeTextColumns,
        })
        .from(notifications)
        .leftJoin(
          schoolNotices,
          and(eq(schoolNotices.id, notifications.noticeId), eq(schoolNotices.schoolId, notifications.schoolId)),
        )
        .where(and(inSchool(scope, notifications), eq(notifications.userId, userId), eq(notifications.email, "digest")))
        .orderBy(asc(notifications.id))
        .for("update", { of: notifications });
      const [user] = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(inSchool(scope, users), eq(users.id, userId)));
      if (items.length === 0 || !user) return false;
      await jobs.enqueue("mail.send", {
        to: user.email,
        ...digestMail({ publicUrl: job.publicUrl, language: savedLanguageOf(user.language), items }),
      });
      await tx
        .update(notifications)
        .set({ email: "digested" })
        .where(
          and(
            inSchool(scope, notifications),
            inArray(
              notifications.id,
              items.map((item) => item.id),
            ),
          ),
        );
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}
