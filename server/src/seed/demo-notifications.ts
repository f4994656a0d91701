import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { notifications, schoolNotices, users } from "../db/schema/index.js";

/** The demo's notices in Russian, Kazakh and English (decision 0134): each reader's centre shows their language. */
const NOTICES = [
  {
    title: "Дни открытых дверей итальянских университетов",
    titleKk: "Италия университеттерінің ашық есік күндері",
    titleEn: "Open days of Italian universities",
    body: "<p>В субботу в 11:00 — онлайн-встреча с приёмными комиссиями Милана и Болоньи. Ссылка придёт за час до начала.</p>",
    bodyKk:
      "<p>Сенбі күні сағат 11:00-де — Милан мен Болонья қабылдау комиссияларымен онлайн кездесу. Сілтеме басталуға бір сағат қалғанда келеді.</p>",
    bodyEn:
      "<p><strong>Saturday, 11:00</strong>: an online meeting with the admissions offices of Milan and Bologna. The link arrives an hour before.</p>",
    audience: "all" as const,
    role: null,
  },
  {
    title: "Проверьте паспорта",
    titleKk: "Төлқұжаттарыңызды тексеріңіз",
    titleEn: "Check your passports",
    body: "<p>Паспорт должен быть действителен ещё год после начала учёбы. Если срок меньше, загрузите новый в разделе «Мои заявки».</p>",
    bodyKk:
      "<p>Төлқұжат оқу басталғаннан кейін тағы бір жыл жарамды болуы керек. Мерзімі аз болса, жаңасын «Менің өтінімдерім» бөлімінде жүктеңіз.</p>",
    bodyEn:
      "<p>Your passport must be valid for a year after your studies start. If it expires sooner, upload a new one under My applications.</p>",
    audience: "role" as const,
    role: "student" as const,
  },
];

const texts = (ru: string, kk: string, en: string) => ({ ru, kk, en });

/**
 * Alerts, grades and schedule changes as the modules' notify() writes them, for the demo's own accounts: the
 * server's words in the three languages (decision 0140); what a person wrote (a task's title, a name) as written.
 */
const PERSONAL = [
  {
    email: "student@demo.kz",
    kind: "grade" as const,
    title: texts("Оценка: 92", "Баға: 92", "Grade: 92"),
    body: texts(
      "Эссе: почему архитектура в Милане",
      "Эссе: неліктен Миландағы сәулет",
      "Essay: why architecture in Milan",
    ),
    link: "/my-course",
  },
  {
    email: "student@demo.kz",
    kind: "schedule_change" as const,
    title: texts("Урок перенесён", "Сабақ ауыстырылды", "Lesson moved"),
    body: texts("→ 18:00", "→ 18:00", "→ 18:00"),
    link: "/schedule",
  },
  {
    email: "student@demo.kz",
    kind: "document_alert" as const,
    title: texts(
      "Документ истекает через 60 дн.",
      "Құжат мерзімі 60 күннен кейін бітеді",
      "A document expires in 60 days",
    ),
    body: texts("Паспорт", "Паспорт", "Passport"),
    link: "/settings?tab=application",
  },
  {
    email: "teacher@demo.kz",
    kind: "schedule_change" as const,
    title: texts("Урок отменён", "Сабақ тоқтатылды", "Lesson cancelled"),
    body: texts("Arman", "Arman", "Arman"),
    link: "/schedule",
  },
  {
    email: "admin@demo.kz",
    kind: "document_alert" as const,
    title: texts(
      "Aliya: виза истекает через 30 дн.",
      "Aliya: виза мерзімі 30 күннен кейін бітеді",
      "Aliya: a visa expires in 30 days",
    ),
    body: texts("Виза", "Виза", "Visa"),
    link: "/users-list",
  },
  {
    email: "manager@demo.kz",
    kind: "deadline_alert" as const,
    title: texts(
      "Приём закрывается через 30 дн.",
      "Қабылдау 30 күннен кейін жабылады",
      "Applications close in 30 days",
    ),
    body: texts(
      "Архитектура, Миланский политехнический университет",
      "Сәулет, Милан политехникалық университеті",
      "Architecture, Politecnico di Milano",
    ),
    link: "/users-list",
  },
];

/** The notices of a demo seeded while a notice had one field, stacked "ру / en", as the old seed wrote them. */
const STACKED_TITLES = [
  "Дни открытых дверей итальянских университетов / Open days of Italian universities",
  "Проверьте паспорта / Check your passports",
];

/** A demo seeded before gets each notice still as the old seed wrote it in the three languages (decision 0134). */
async function translateDemoNotices(db: Db, schoolId: number): Promise<void> {
  for (const [index, stacked] of STACKED_TITLES.entries()) {
    const { audience: _audience, role: _role, ...texts } = NOTICES[index]!;
    await db
      .update(schoolNotices)
      .set(texts)
      .where(and(eq(schoolNotices.schoolId, schoolId), eq(schoolNotices.title, stacked)));
  }
}

const inColumns = (row: (typeof PERSONAL)[number]) => ({
  title: row.title.ru,
  titleKk: row.title.kk,
  titleEn: row.title.en,
  body: row.body.ru,
  bodyKk: row.body.kk,
  bodyEn: row.body.en,
});

const plain = (html: string) =>
  html
    .replace(/<\/p>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .trim();

/**
 * The demo's notices and notifications (decision 0063), so every demo account's bell shows a count on its first
 * sign-in and the school admin's notices tab has delivery figures. Idempotent: the notices are written once (while the
 * school has none), the personal rows by their dedupe keys.
 */
export async function seedDemoNotifications(db: Db, schoolId: number): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.schoolId, schoolId));
  const admin = people.find((person) => person.email === "admin@demo.kz");
  if (!admin) return;
  const existing = await db
    .select({ id: schoolNotices.id })
    .from(schoolNotices)
    .where(eq(schoolNotices.schoolId, schoolId));
  if (existing.length > 0) await translateDemoNotices(db, schoolId);
  if (existing.length === 0) {
    for (const notice of NOTICES) {
      const [row] = await db
        .insert(schoolNotices)
        .values({ schoolId, authorId: admin.id, ...notice })
        .returning({ id: schoolNotices.id });
      const audience = people.filter(
        (person) => person.id !== admin.id && (notice.role === null || person.role === notice.role),
      );
      if (audience.length === 0) continue;
      await db.insert(notifications).values(
        audience.map((person) => ({
          schoolId,
          userId: person.id,
          kind: "school_notice" as const,
          title: notice.title,
          body: plain(notice.body),
          html: notice.body,
          dedupeKey: `notice:${row!.id}`,
          noticeId: row!.id,
          // The demo people have no mailboxes: their mail counts as sent.
          email: "sent" as const,
        })),
      );
    }
  }
  const byEmail = new Map(people.map((person) => [person.email, person.id]));
  const personal = PERSONAL.filter((row) => byEmail.has(row.email)).map((row, index) => ({
    schoolId,
    userId: byEmail.get(row.email)!,
    kind: row.kind,
    ...inColumns(row),
    link: row.link,
    dedupeKey: `demo:${index}`,
  }));
  if (personal.length === 0) return;
  // A demo seeded before has its rows with the three languages joined in one title: each gets its three texts.
  await db
    .insert(notifications)
    .values(personal)
    .onConflictDoUpdate({
      target: [notifications.schoolId, notifications.userId, notifications.dedupeKey],
      set: {
        title: sql`excluded.title`,
        titleKk: sql`excluded.title_kk`,
        titleEn: sql`excluded.title_en`,
        body: sql`excluded.body`,
        bodyKk: sql`excluded.body_kk`,
        bodyEn: sql`excluded.body_en`,
      },
    });
}
