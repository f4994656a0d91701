import { toMinor } from "@school/contracts";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { newChatCode } from "../core/auth/chat-code.js";
import { hashPassword } from "../core/auth/passwords.js";
import type { Db } from "../db/client.js";
import {
  courses,
  payments,
  referralCredits,
  studentCommunications,
  studentRecords,
  users,
} from "../db/schema/index.js";
import { cashbackOf } from "../modules/marketing/referrals/referral.listener.js";

/** Arman's referral code in the demo: the link is /guest-catalog?ref=ArmanDemo7&utm_source=referral&… */
export const DEMO_REFERRAL_CODE = "ArmanDemo7";

type Marks = { utmSource: string; utmCampaign: string; utmMedium: string; utmContent?: string; utmTerm?: string };
const INSTAGRAM: Marks = {
  utmSource: "instagram",
  utmCampaign: "spring_intake",
  utmMedium: "social",
  utmContent: "reels_italy",
};
const GOOGLE: Marks = { utmSource: "google", utmCampaign: "brand_search", utmMedium: "cpc", utmTerm: "учёба в италии" };
const REFERRAL: Marks = { utmSource: "referral", utmCampaign: "referral", utmMedium: "friend" };

/** Students who came through a campaign, with what they bought (the program's cost, or the priority package). */
export const DEMO_NEWCOMERS: readonly {
  email: string;
  firstName: string;
  lastName: string;
  marks: Marks;
  referred?: boolean;
  buys?: "program" | "priority_package";
  lead?: string;
}[] = [
  { email: "kamila@demo.kz", firstName: "Kamila", lastName: "Ermekova", marks: INSTAGRAM, buys: "program" },
  { email: "erlan@demo.kz", firstName: "Erlan", lastName: "Tokayev", marks: INSTAGRAM },
  { email: "gulnar@demo.kz", firstName: "Gulnar", lastName: "Amanova", marks: GOOGLE, buys: "priority_package" },
  {
    email: "bolat@demo.kz",
    firstName: "Bolat",
    lastName: "Nurlanov",
    marks: REFERRAL,
    referred: true,
    buys: "program",
  },
  {
    email: "asel@demo.kz",
    firstName: "Asel",
    lastName: "Zhaksybekova",
    marks: REFERRAL,
    referred: true,
    lead: "Хочу узнать про бакалавриат в Италии, звоните после 18:00.",
  },
];

/** The priority package with a document check (product.md: 50,000 tenge). */
const PRIORITY_PACKAGE_KZT = 50_000;

/**
 * Where sales come from, in the demo (decision 0056): students who registered from Instagram and Google campaigns and
 * bought, Arman's referral code, a friend who came through it and bought (Arman's 5 % credit), and a friend's free
 * consultation request waiting in the CRM as a lead. Idempotent: what exists is left as it is.
 */
export async function seedDemoMarketing(db: Db, schoolId: number, password: string): Promise<void> {
  const [arman] = await db
    .select({ id: users.id, referralCode: users.referralCode })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.email, "student@demo.kz")));
  if (!arman) return;
  if (arman.referralCode === null) {
    await db.update(users).set({ referralCode: DEMO_REFERRAL_CODE }).where(eq(users.id, arman.id));
  }
  const program = await firstPaidProgram(db, schoolId);
  const existing = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            DEMO_NEWCOMERS.map((newcomer) => newcomer.email),
          ),
        )
    ).map((row) => row.email),
  );
  const hash = await hashPassword(password);
  for (const [index, newcomer] of DEMO_NEWCOMERS.entries()) {
    if (existing.has(newcomer.email)) continue;
    // Registered over the last days, so this month's report has them.
    const registered = new Date(Date.now() - (DEMO_NEWCOMERS.length - index) * 3_600_000);
    await addNewcomer(db, { schoolId, newcomer, registered, hash, referrerId: arman.id, program });
  }
  // The older demo students came from campaigns too; their purchases carry the marks as the checkout copies them.
  const older: [string, Marks][] = [
    ["aliya@demo.kz", INSTAGRAM],
    ["timur@demo.kz", GOOGLE],
  ];
  for (const [email, marks] of older) {
    await db
      .update(users)
      .set(marks)
      .where(and(eq(users.schoolId, schoolId), eq(users.email, email), isNull(users.utmSource)));
  }
  await db.execute(sql`
    update payments p set utm_source = u.utm_source, utm_campaign = u.utm_campaign, utm_medium = u.utm_medium,
      utm_content = u.utm_content, utm_term = u.utm_term
    from users u
    where p.school_id = ${schoolId} and u.school_id = p.school_id and u.id = p.user_id
      and u.email in ('aliya@demo.kz', 'timur@demo.kz') and p.utm_source is null and u.utm_source is not null`);
}

/** The school's first program that costs money: what the demo's newcomers buy. */
async function firstPaidProgram(db: Db, schoolId: number) {
  const [program] = await db
    .select({ id: courses.id, title: courses.titleRu, cost: courses.cost })
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), gt(courses.cost, 0), eq(courses.isFree, false)))
    .orderBy(asc(courses.id))
    .limit(1);
  return program;
}

/** What a newcomer bought: the program or the priority package, at its price, or nothing. */
function purchaseOf(newcomer: (typeof DEMO_NEWCOMERS)[number], program: Awaited<ReturnType<typeof firstPaidProgram>>) {
  return newcomer.buys === "program" && program
    ? {
        kind: "course" as const,
        courseId: program.id,
        title: program.title,
        amountMinor: toMinor(program.cost, "KZT"),
      }
    : newcomer.buys === "priority_package"
      ? {
          kind: "priority_package" as const,
          courseId: null,
          title: "Приоритетный пакет",
          amountMinor: toMinor(PRIORITY_PACKAGE_KZT, "KZT"),
        }
      : null;
}

/** A newcomer from a campaign, with their consultation request or their purchase, and the referrer's credit. */
async function addNewcomer(
  db: Db,
  input: {
    schoolId: number;
    newcomer: (typeof DEMO_NEWCOMERS)[number];
    registered: Date;
    hash: string;
    /** Arman, whose code a referred newcomer came through. */
    referrerId: number;
    program: Awaited<ReturnType<typeof firstPaidProgram>>;
  },
) {
  const { schoolId, newcomer, registered, hash, referrerId, program } = input;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        schoolId,
        email: newcomer.email,
        passwordHash: hash,
        firstName: newcomer.firstName,
        lastName: newcomer.lastName,
        role: "student",
        chatCode: newChatCode(),
        // They have been around: the onboarding tour is behind them.
        firstVisit: true,
        referrerId: newcomer.referred ? referrerId : null,
        createdAt: registered,
        ...newcomer.marks,
      })
      .returning({ id: users.id });
    const userId = user!.id;
    if (newcomer.lead) {
      await tx.insert(studentRecords).values({ userId, schoolId, type: "consultation", steps: ["consultation"] });
      await tx.insert(studentCommunications).values({ schoolId, userId, channel: "message", text: newcomer.lead });
    }
    const bought = purchaseOf(newcomer, program);
    if (!bought) return;
    const [payment] = await tx
      .insert(payments)
      .values({
        schoolId,
        userId,
        ...bought,
        orderId: `demo-utm-${schoolId}-${userId}`,
        currency: "KZT",
        status: "paid",
        method: "provider",
        provider: "development",
        providerTransactionId: `demo-utm-${schoolId}-${userId}`,
        paidAt: new Date(registered.getTime() + 20 * 60_000),
        ...newcomer.marks,
      })
      .returning({ id: payments.id });
    if (newcomer.referred) {
      await tx
        .insert(referralCredits)
        .values({
          schoolId,
          referrerId,
          friendId: userId,
          paymentId: payment!.id,
          amountMinor: cashbackOf(bought.amountMinor),
          currency: "KZT",
        })
        .onConflictDoNothing();
    }
  });
}
