import type { StudentRecordBody } from "@school/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { addDays } from "../core/schedule-time.js";
import { schoolDayIn } from "../core/school-day.js";
import type { Db } from "../db/client.js";
import {
  paymentTranches,
  schools,
  studentCommunications,
  studentDocumentChecks,
  studentExams,
  studentRecords,
} from "../db/schema/index.js";
import { addUser } from "../modules/school/school-setup.service.js";
import { writeRecord } from "../modules/student-record/student-record.queries.js";
import { firstUserOfRole, userIdsByEmail } from "./demo-people.js";

/**
 * Students at different stages of the way abroad (decision 0028), so the student page's tabs and the list's filters
 * show something real: Arman (the demo student) has his visa booked for Italy and a passport to renew within
 * two months, Aliya waits for her pre-enrolment in Hungary on a visa that runs out within a month, Timur has only just signed, Dana flies next month. Their managers' notes are in Russian, Kazakh and
 * English, as a school's staff write them. Aliya, Timur and Dana are the demo classmates of decision 0027, whom the
 * demo groups seat. Runs only while the school's students have no communication history.
 */
const PASSWORD = "demo12345";
/** The demo school keeps the schools' default zone (schema/schools.ts), so its today is known before it exists. */
const seededOn = schoolDayIn(String(schools.timeZone.default), new Date()).today;
type DemoStudent = {
  email: string;
  firstName: string;
  lastName: string;
  record: StudentRecordBody;
  tranches: { amount: number; dueDate: string; paidOn: string | null }[];
  checks: string[];
  ielts?: { results: string; date: string };
  notes: { channel: "comment" | "call" | "message" | "email" | "meeting"; text: string }[];
};

const STUDENTS: readonly DemoStudent[] = [
  {
    email: "student@demo.kz",
    firstName: "Arman",
    lastName: "Bekov",
    record: {
      gender: "male",
      country: "Kazakhstan",
      birth_date: "2006-03-14",
      telegram: "@arman_bekov",
      // Within the first alert's 60 days of the day the demo is seeded, so the checklist and its alert show it.
      passport_expires: addDays(seededOn, 45),
      degrees: ["bachelor"],
      countries: ["Italy"],
      packages: ["Premium"],
      steps: ["consultation", "contract", "documents", "applications", "visa"],
      academic_year: "2026-2027",
      type: "full_package",
      package_cost: 1_500_000,
      contract: true,
      ready: true,
      visa_support: "full",
      visa_date: "2026-12-15",
      visa_time: "10:30",
      visa_scheduled: true,
      visa_ready: true,
      legal_translator: "Lingua Pro",
      legal_translation_ready: "ready",
      legal_sent: true,
      legal_done: true,
      ddv_sent: true,
      cv: true,
      motivation_letter: true,
      letter_of_recommendation_1: true,
    },
    tranches: [
      { amount: 500_000, dueDate: "2026-06-01", paidOn: "2026-05-28" },
      { amount: 500_000, dueDate: "2026-09-01", paidOn: "2026-09-03" },
      { amount: 500_000, dueDate: "2027-01-15", paidOn: null },
    ],
    checks: [
      "finance_family_certificate_notary",
      "finance_father_bank_account_1",
      "finance_father_bank_account_2",
      "finance_father_salary_1",
      "apostille_grade_11_first",
      "apostille_grade_11_second",
      "apostille_birth_certificate_first",
    ],
    ielts: { results: "6.5", date: "2026-04-18" },
    notes: [
      { channel: "call", text: "Обсудили запись на визу: 15 декабря, 10:30, Алматы." },
      { channel: "comment", text: "Әкесінің банктік үзінділері тексерілді, апостиль күтілуде." },
      { channel: "email", text: "Sent the list of documents for the Bologna application." },
    ],
  },
  {
    email: "aliya@demo.kz",
    firstName: "Aliya",
    lastName: "Serikova",
    record: {
      gender: "female",
      country: "Kazakhstan",
      birth_date: "2005-11-02",
      degrees: ["magistracy"],
      countries: ["Hungary"],
      packages: ["Standard"],
      steps: ["consultation", "contract", "documents", "applications", "offers"],
      academic_year: "2026-2027",
      type: "applications_only",
      package_cost: 900_000,
      contract: true,
      awaiting_pre_enrollment: true,
      grant_application_submitted: true,
      ielts_preparation: true,
      present: true,
      is_all_doc_ready: true,
      visa_expires: addDays(seededOn, 25),
      sent_questionnaire: true,
      questionnaire_filled_out: true,
    },
    tranches: [{ amount: 900_000, dueDate: "2026-07-01", paidOn: "2026-07-01" }],
    checks: ["apostille_university_diploma_first", "apostille_university_diploma_second"],
    ielts: { results: "7.0", date: "2026-02-21" },
    notes: [
      { channel: "message", text: "Стипендия Stipendium Hungaricum: заявка подана, ждём ответа в апреле." },
      { channel: "meeting", text: "Ата-анасымен кездесу: грант пен жатақхана туралы сөйлестік." },
    ],
  },
  {
    email: "timur@demo.kz",
    firstName: "Timur",
    lastName: "Zhaksylykov",
    record: {
      gender: "male",
      country: "Kyrgyzstan",
      degrees: ["bachelor"],
      countries: ["Czechia", "Italy"],
      steps: ["consultation", "contract"],
      academic_year: "2027-2028",
      type: "consultation",
      package_cost: 300_000,
      contract: true,
      consulting: true,
    },
    // Half of it was due a week ago and is still unpaid: the student page shows it overdue (decision 0053).
    tranches: [
      { amount: 150_000, dueDate: addDays(seededOn, -7), paidOn: null },
      { amount: 150_000, dueDate: addDays(seededOn, 26), paidOn: null },
    ],
    checks: [],
    notes: [{ channel: "comment", text: "First consultation done: wants engineering in Prague or Milan." }],
  },
  {
    email: "dana@demo.kz",
    firstName: "Dana",
    lastName: "Kim",
    record: {
      gender: "female",
      country: "Uzbekistan",
      degrees: ["bachelor"],
      countries: ["Turkey"],
      packages: ["Premium"],
      steps: ["consultation", "contract", "documents", "applications", "offers", "visa", "departure"],
      academic_year: "2026-2027",
      type: "full_package",
      package_cost: 1_200_000,
      contract: true,
      ready: true,
      visa: true,
      visa_applied: true,
      visa_ready: true,
      visa_expires: "2027-08-31",
      departure_date: "2026-12-28",
      departure_time: "06:45",
      housing_found: true,
      sim_opened: false,
      residence_permit_applied: false,
    },
    tranches: [{ amount: 1_200_000, dueDate: "2026-08-15", paidOn: "2026-08-10" }],
    checks: ["finance_student_bank_account_1", "finance_mother_salary_1", "finance_mother_salary_2"],
    notes: [
      { channel: "call", text: "Билет куплен, вылет 28 декабря в 06:45." },
      { channel: "comment", text: "Housing found near the campus in Istanbul." },
    ],
  },
];

export async function seedDemoRecords(db: Db, schoolId: number): Promise<void> {
  const ids = await userIdsByEmail(
    db,
    schoolId,
    STUDENTS.map((student) => student.email),
  );
  if (ids.size > 0) {
    const [noted] = await db
      .select({ id: studentCommunications.id })
      .from(studentCommunications)
      .where(
        and(eq(studentCommunications.schoolId, schoolId), inArray(studentCommunications.userId, [...ids.values()])),
      )
      .limit(1);
    if (noted) return;
  }
  const manager = (await firstUserOfRole(db, schoolId, "admin")) ?? null;
  const schoolAdmin = (await firstUserOfRole(db, schoolId, "admin_school")) ?? null;
  const teacher = (await firstUserOfRole(db, schoolId, "teacher")) ?? null;
  await db.transaction(async (tx) => {
    const scope = { db: tx, schoolId };
    for (const student of STUDENTS) {
      const userId =
        ids.get(student.email) ??
        (await addUser(tx, {
          schoolId,
          email: student.email,
          role: "student",
          firstName: student.firstName,
          lastName: student.lastName,
          password: PASSWORD,
        }));
      await writeRecord(scope, {
        userId,
        fields: {
          ...student.record,
          responsible: manager,
          seller: manager,
          // The school admin looks after the students who have reached the visa stage, the users list's "Abroad" tab.
          responsible_abroad: student.record.steps?.includes("visa") ? schoolAdmin : null,
          ielts_teacher: student.ielts ? teacher : null,
        },
      });
      if (student.tranches.length > 0) {
        await tx.insert(paymentTranches).values(student.tranches.map((tranche) => ({ schoolId, userId, ...tranche })));
        const paid = student.tranches
          .filter((tranche) => tranche.paidOn)
          .reduce((sum, tranche) => sum + tranche.amount, 0);
        // The paid total follows the tranches, as the tranche calls keep it.
        await tx.update(studentRecords).set({ paidTotal: paid }).where(eq(studentRecords.userId, userId));
      }
      if (student.checks.length > 0) {
        await tx
          .insert(studentDocumentChecks)
          .values(student.checks.map((document) => ({ schoolId, userId, document, checkedBy: manager })));
      }
      if (student.ielts) {
        await tx.insert(studentExams).values({
          schoolId,
          userId,
          type: "ielts",
          teacherId: teacher,
          ieltsPreparation: true,
          present: true,
          results: student.ielts.results,
          date: student.ielts.date,
        });
      }
      await tx
        .insert(studentCommunications)
        .values(student.notes.map((note) => ({ schoolId, userId, authorId: manager, ...note })));
    }
  });
}
