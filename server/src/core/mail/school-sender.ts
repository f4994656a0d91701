import { inLanguage } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { schoolHelp, schools, users } from "../../db/schema/index.js";
import { savedLanguageOf } from "../reader-language.js";
import type { ReplyAddresses } from "./reply-addresses.js";

/** Who a school's mail says it is from: the school's name in the reader's language, and where replies go. */
export type SchoolSender = { name: string; replyTo: string | null };

/** Resolves a school's sender for a recipient; null for a school that no longer exists (the platform's name then). */
export type SchoolSenders = { of(schoolId: number, recipient: string): Promise<SchoolSender | null> };

/**
 * The one place a mail learns whose it is (decision 0141): every mail carries its school's id, and the transport asks
 * here, on the owner's handle (a worker delivers for every school), for the school's name in the language the
 * recipient chose (their account's, else Russian; the name falls back as every school text does, decision 0020) and
 * its support address from the help settings. Without a support address there is no Reply-To: the school admin's
 * own sign-in address is not published to every student. A mail to one of the school's students answers into the
 * student's thread instead, where inbound mail is configured (decision 0155): the reply lands in the staff's inbox.
 */
export function createSchoolSenders(db: Db, replyAddresses: ReplyAddresses): SchoolSenders {
  return {
    async of(schoolId, recipient) {
      const [row] = await db
        .select({
          ru: schools.name,
          kk: schools.nameKk,
          en: schools.nameEn,
          supportEmail: schoolHelp.supportEmail,
          language: users.language,
          userId: users.id,
          role: users.role,
        })
        .from(schools)
        .leftJoin(schoolHelp, eq(schoolHelp.schoolId, schools.id))
        .leftJoin(users, and(eq(users.schoolId, schools.id), eq(users.email, recipient)))
        .where(eq(schools.id, schoolId));
      if (!row) return null;
      const name = inLanguage(savedLanguageOf(row.language), row);
      const thread =
        row.role === "student" && row.userId !== null ? replyAddresses.of({ schoolId, studentId: row.userId }) : null;
      return { name, replyTo: thread ?? (row.supportEmail || null) };
    },
  };
}
