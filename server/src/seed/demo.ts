import type { SignedInRole } from "@school/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { systemClock } from "../core/clock.js";
import { schoolDayOf } from "../core/school-day.js";
import type { Storage } from "../core/storage/storage.js";
import type { Db } from "../db/client.js";
import { schools, users } from "../db/schema/index.js";
import { addUser } from "../modules/school/school-setup.service.js";
import { recordDueAlertsWithoutMail } from "../modules/student-checklist/alerts.service.js";
import { seedDemoAnswers } from "./demo-answers.js";
import { seedDemoAutomation } from "./demo-automation.js";
import { seedDemoBoard } from "./demo-board.js";
import { seedDemoCatalogue, translateOlderDemoCatalogue } from "./demo-catalogue.js";
import { seedDemoCertificates } from "./demo-certificates.js";
import { seedDemoConversations } from "./demo-conversations.js";
import { seedDemoDocuments } from "./demo-documents.js";
import { seedDemoExams } from "./demo-exams.js";
import { seedDemoGroups } from "./demo-groups.js";
import { seedDemoHelp } from "./demo-help.js";
import { seedDemoInstalments } from "./demo-instalments.js";
import { seedDemoMailings } from "./demo-mailings.js";
import { seedDemoMarketing } from "./demo-marketing.js";
import { seedDemoMoney } from "./demo-money.js";
import { seedDemoNotifications } from "./demo-notifications.js";
import { seedDemoOfflinePayments } from "./demo-offline-payments.js";
import { DEMO_STUDENTS, seedDemoOnboarding } from "./demo-onboarding.js";
import { seedDemoPayments } from "./demo-payments.js";
import { seedDemoProgramLessons } from "./demo-program-lessons.js";
import { seedDemoProgramPages } from "./demo-program-pages.js";
import { seedDemoReceipts } from "./demo-receipts.js";
import { seedDemoRecords } from "./demo-records.js";
import { seedDemoRequisites } from "./demo-requisites.js";
import { seedDemoSchedule } from "./demo-schedule.js";
import { seedDemoStaffTasks } from "./demo-staff-tasks.js";
import { seedDemoPipeline, seedDemoStatuses } from "./demo-statuses.js";
import { seedDemoStudentFiles } from "./demo-student-files.js";
import { seedDemoTariffs } from "./demo-tariffs.js";
import { seedDemoTasks } from "./demo-tasks.js";
import { seedDemoLessons, seedDemoTeaching, splitStackedDemoDescriptions } from "./demo-teaching.js";
import { seedDemoTelegram } from "./demo-telegram.js";
import { seedDemoWhatsapp } from "./demo-whatsapp.js";

/** The demo accounts README.md lists; all share DEMO_PASSWORD. */
export const DEMO_PASSWORD = "demo12345";
export const DEMO_DOMAIN = "localhost";
export const DEMO_ACCOUNTS: readonly { email: string; role: SignedInRole; firstName: string; lastName: string }[] = [
  { email: "admin@demo.kz", role: "admin_school", firstName: "Aigerim", lastName: "Nurlanova" },
  { email: "manager@demo.kz", role: "admin", firstName: "Daniyar", lastName: "Seitkali" },
  { email: "teacher@demo.kz", role: "teacher", firstName: "Madina", lastName: "Akhmetova" },
  { email: "student@demo.kz", role: "student", firstName: "Arman", lastName: "Bekov" },
  ...DEMO_STUDENTS,
];

/** The demo school's name, description and tagline in Russian, Kazakh and English. */
const DEMO_SCHOOL_TEXTS = {
  name: "Демо-школа",
  nameKk: "Демо мектеп",
  nameEn: "Demo School",
  description:
    "Демонстрационная школа: программы в Италии, Венгрии, Чехии и Турции, уроки и сопровождение поступления.",
  descriptionKk: "Демо мектеп: Италия, Венгрия, Чехия және Түркиядағы бағдарламалар, сабақтар және түсуге қолдау.",
  descriptionEn: "A demo school: programmes in Italy, Hungary, Czechia and Turkey, lessons and admission support.",
  taglineRu: "Учёба за рубежом с кураторами",
  taglineKk: "Кураторлармен шетелде оқу",
  taglineEn: "Study abroad with curators",
};
const OLD_DEMO_DESCRIPTION = "A demo school for trying the platform";

/**
 * Idempotent: creates only what is missing, so it runs on every start and as often as wanted. `storage` takes the
 * demo's files: the tasks' picture and recording, the programs' posters and galleries, the school's logo, the
 * students' documents and final documents (without it, what needs a file is left out).
 */
export async function seedDemo(db: Db, storage?: Storage): Promise<void> {
  await db
    .insert(schools)
    .values({ ...DEMO_SCHOOL_TEXTS, domain: DEMO_DOMAIN, currency: "KZT", address: "Almaty, Abay Ave 1" })
    .onConflictDoNothing({ target: schools.domain });
  // A demo school seeded before its texts had three languages still has the old English description: translate it.
  await db
    .update(schools)
    .set(DEMO_SCHOOL_TEXTS)
    .where(and(eq(schools.domain, DEMO_DOMAIN), eq(schools.description, OLD_DEMO_DESCRIPTION)));
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.domain, DEMO_DOMAIN));
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((row) => row.email),
  );
  for (const account of DEMO_ACCOUNTS.filter((demo) => !existing.has(demo.email))) {
    await addUser(db, { ...account, schoolId: school!.id, password: DEMO_PASSWORD });
  }
  await seedDemoCatalogue(db, school!.id);
  await translateOlderDemoCatalogue(db, school!.id);
  await seedDemoProgramPages(db, school!.id, storage);
  await seedDemoTeaching(db, school!.id);
  await seedDemoLessons(db, school!.id);
  await seedDemoProgramLessons(db, school!.id);
  await splitStackedDemoDescriptions(db, school!.id);
  await seedDemoTasks(db, school!.id, storage);
  await seedDemoExams(db, school!.id);
  await seedDemoAnswers(db, school!.id, DEMO_PASSWORD);
  await seedDemoBoard(db, school!.id);
  await seedDemoStatuses(db, school!.id);
  await seedDemoGroups(db, school!.id, DEMO_PASSWORD);
  await seedDemoSchedule(db, school!.id, DEMO_PASSWORD);
  await seedDemoRecords(db, school!.id);
  await seedDemoPipeline(db, school!.id);
  await seedDemoOnboarding(db, school!.id);
  await seedDemoStudentFiles(db, school!.id, storage);
  await seedDemoMarketing(db, school!.id, DEMO_PASSWORD);
  await seedDemoRequisites(db, school!.id);
  await seedDemoCertificates(db, school!.id);
  await seedDemoMoney(db, school!.id);
  await seedDemoInstalments(db, school!.id);
  await seedDemoDocuments(db, school!.id, storage);
  await seedDemoPayments(db, school!.id);
  await seedDemoOfflinePayments(db, school!.id);
  await seedDemoReceipts(db, school!.id);
  await seedDemoTelegram(db, school!.id);
  await seedDemoWhatsapp(db, school!.id);
  await seedDemoConversations(db, school!.id, storage);
  await seedDemoStaffTasks(db, school!.id);
  await seedDemoAutomation(db, school!.id);
  await seedDemoHelp(db, school!.id, storage);
  await seedDemoMailings(db, school!.id);
  // The alerts the demo students' dates call for, so the student page shows them before any morning job ran.
  const { today } = await schoolDayOf({ db, schoolId: school!.id, deps: { clock: systemClock } });
  await recordDueAlertsWithoutMail({ db, schoolId: school!.id }, today);
  await seedDemoTariffs(db, school!.id, today);
  await seedDemoNotifications(db, school!.id);
}
