import type { DictionaryKind, Translations } from "@school/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import {
  applicationStatuses,
  automationRules,
  courseDocuments,
  courseMembers,
  courseRequirementCertificates,
  courseRounds,
  courses,
  DICTIONARY_TABLES,
  exerciseLists,
  exercises,
  groupStudents,
  homeworks,
  issuedDocuments,
  lessonCompletions,
  lessons,
  offlinePayments,
  paymentReceipts,
  payments,
  paymentTranches,
  programFiles,
  scheduleLessonStudents,
  scheduleLessons,
  schoolRequisites,
  staffTasks,
  studentDocuments,
  studentExams,
  studyGroups,
  userCertificates,
  userEducations,
  userLanguages,
  workActs,
  workDays,
} from "../db/schema/index.js";

/**
 * Small factories: each creates one object of a school with sensible defaults, for tests to build on.
 * A dictionary entry is named in Russian only unless `names` says more (the others show the Russian name).
 */

/** A school's requisites that pass every check (decision 0158), as the API takes them. */
export const VALID_REQUISITES = {
  legal_name: "ТОО «Demo School»",
  bin: "940140000385",
  legal_address: "Алматы, пр. Абая, 1",
  bank_name: "АО «Народный Банк Казахстана»",
  iik: "KZ86125KZT5004100100",
  bik: "HSBKKZKX",
  kbe: "17",
  director_name: "Нурланова Айгерим Болатовна",
  director_title: "Директор",
  vat_payer: false,
  vat_certificate_series: "",
  vat_certificate_number: "",
};

/** The school's requisites, `VALID_REQUISITES`, stored as a save through the API stores them. */
export async function newRequisites(db: Db, schoolId: number): Promise<void> {
  const columns = Object.entries(VALID_REQUISITES).map(([name, value]) => [
    name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()),
    value,
  ]);
  await db.insert(schoolRequisites).values({ schoolId, ...Object.fromEntries(columns) });
}
export async function newDictionaryEntry(
  db: Db,
  schoolId: number,
  kind: DictionaryKind,
  name?: string | Partial<Translations>,
): Promise<number> {
  const table = DICTIONARY_TABLES[kind];
  const names = typeof name === "object" ? name : { ru: name ?? `${kind} ${Math.random().toString(36).slice(2, 8)}` };
  const [row] = await db
    .insert(table)
    .values({ schoolId, nameRu: names.ru ?? "", nameKk: names.kk ?? "", nameEn: names.en ?? "" })
    .returning({ id: table.id });
  return row!.id;
}

export async function newCourse(
  db: Db,
  schoolId: number,
  fields: Partial<typeof courses.$inferInsert> = {},
): Promise<number> {
  const tagId = fields.tagId ?? (await newDictionaryEntry(db, schoolId, "tag"));
  const [row] = await db
    .insert(courses)
    .values({ schoolId, titleRu: "Программа", shortDescRu: "Кратко", fullDescRu: "Полностью", ...fields, tagId })
    .returning({ id: courses.id });
  return row!.id;
}

export async function newRound(db: Db, schoolId: number, courseId: number): Promise<number> {
  const [row] = await db
    .insert(courseRounds)
    .values({ schoolId, courseId, startsOn: "2026-01-01", endsOn: "2099-12-31" })
    .returning({ id: courseRounds.id });
  return row!.id;
}

export async function newRequirementCertificate(db: Db, schoolId: number, courseId: number): Promise<number> {
  const [row] = await db
    .insert(courseRequirementCertificates)
    .values({ schoolId, courseId, certificate: "IELTS", minScore: 6.5 })
    .returning({ id: courseRequirementCertificates.id });
  return row!.id;
}

export async function newCourseDocument(db: Db, schoolId: number, courseId: number): Promise<number> {
  const [row] = await db
    .insert(courseDocuments)
    .values({ schoolId, courseId, docName: "Passport" })
    .returning({ id: courseDocuments.id });
  return row!.id;
}

export async function newProgramFile(db: Db, input: { schoolId: number; courseId: number; userId: number }) {
  const [row] = await db
    .insert(programFiles)
    .values({ ...input, docName: "Passport", file: `program-files/${input.courseId}/passport.pdf` })
    .returning({ id: programFiles.id });
  return row!.id;
}

type Owned = { schoolId: number };

/** A student's uploaded document, payment tranche and IELTS record (the student record's owned rows). */
export async function newStudentDocument(db: Db, input: Owned & { userId: number }) {
  const [row] = await db
    .insert(studentDocuments)
    .values({
      ...input,
      docType: "passport",
      docName: "Passport",
      file: "documents/passport.pdf",
      format: "application/pdf",
      size: 10,
    })
    .returning({ id: studentDocuments.id });
  return row!.id;
}

export async function newPaymentTranche(db: Db, input: Owned & { userId: number }) {
  const [row] = await db
    .insert(paymentTranches)
    .values({ ...input, amount: 100_000, dueDate: "2026-12-01" })
    .returning({ id: paymentTranches.id });
  return row!.id;
}

export async function newWorkAct(db: Db, input: Owned & { userId: number }) {
  const [row] = await db
    .insert(workActs)
    .values({ ...input, number: "A-1", date: "2026-09-01", amount: 150_000 })
    .returning({ id: workActs.id });
  return row!.id;
}

export async function newReceipt(db: Db, input: Owned & { paymentId: number }) {
  const [row] = await db
    .insert(paymentReceipts)
    .values({ ...input, kind: "payment", key: "payment", amountMinor: 100_000, issuedAt: new Date() })
    .returning({ id: paymentReceipts.id });
  return row!.id;
}

/** An issued contract, as rendering left it, for tests that need one without the queue. */
export async function newIssuedDocument(db: Db, input: Owned & { userId: number }) {
  const [row] = await db
    .insert(issuedDocuments)
    .values({ ...input, kind: "contract", language: "ru", number: `Д-${input.userId}`, title: "", content: {} })
    .returning({ id: issuedDocuments.id });
  return row!.id;
}

export async function newStudentExam(db: Db, input: Owned & { userId: number }) {
  const [row] = await db
    .insert(studentExams)
    .values({ ...input, type: "ielts", results: "6.5" })
    .returning({ id: studentExams.id });
  return row!.id;
}

export async function newLesson(db: Db, input: Owned & Partial<typeof lessons.$inferInsert> & { courseId: number }) {
  const [row] = await db
    .insert(lessons)
    .values({ name: "Урок", ...input })
    .returning({ id: lessons.id });
  return row!.id;
}

export async function completeLesson(db: Db, input: Owned & { lessonId: number; userId: number }) {
  await db.insert(lessonCompletions).values(input);
}

export async function newExerciseList(
  db: Db,
  input: Owned & Partial<typeof exerciseLists.$inferInsert> & { lessonId: number },
) {
  const [row] = await db
    .insert(exerciseLists)
    .values({ titleRu: "Задания", ...input })
    .returning({ id: exerciseLists.id });
  return row!.id;
}

/** A select_one task's question and options, the right one `k9`. */
export const CAPITALS = {
  question: "The capital of Kazakhstan?",
  options: [
    { id: "k9", text: "Astana" },
    { id: "p2", text: "Almaty" },
  ],
};

/** A select_one task on `CAPITALS`, answered right by `k9`: the task most tests of answers answer. */
export const SELECT_ONE = { type: "select_one", content: CAPITALS, answer: { correct: "k9" } } as const;

export async function newExercise(
  db: Db,
  input: Owned & Partial<typeof exercises.$inferInsert> & { exListId: number },
) {
  const [row] = await db
    .insert(exercises)
    .values({ type: "test", content: { question: "2 + 2?", options: ["3", "4"] }, answer: { correct: [1] }, ...input })
    .returning({ id: exercises.id });
  return row!.id;
}

export async function newHomework(
  db: Db,
  input: Owned & Partial<typeof homeworks.$inferInsert> & { courseId: number; userId: number },
) {
  const [row] = await db
    .insert(homeworks)
    .values({ title: "Эссе", docName: "Motivation letter", fileUrl: `homework/${input.userId}/essay.pdf`, ...input })
    .returning({ id: homeworks.id });
  return row!.id;
}

export async function newGroup(
  db: Db,
  input: Owned & Partial<typeof studyGroups.$inferInsert> & { courseId: number; studentIds?: number[] },
) {
  const { studentIds = [], ...values } = input;
  const [row] = await db
    .insert(studyGroups)
    .values({ nameGroup: "Группа", ...values })
    .returning({ id: studyGroups.id });
  if (studentIds.length > 0) {
    await db
      .insert(groupStudents)
      .values(studentIds.map((userId) => ({ schoolId: input.schoolId, groupId: row!.id, userId })));
  }
  return row!.id;
}

export async function newCoursePayment(
  db: Db,
  input: Owned & Partial<typeof payments.$inferInsert> & { courseId: number; userId: number },
) {
  const [row] = await db
    .insert(payments)
    .values({
      kind: "course",
      title: "Программа",
      orderId: `order-${Math.random().toString(36).slice(2, 12)}`,
      amountMinor: 2_500_000,
      currency: "KZT",
      status: "paid",
      method: "provider",
      provider: "test",
      paidAt: new Date(),
      ...input,
    })
    .returning({ id: payments.id });
  return row!.id;
}

/** A Kaspi payment a student says they made, waiting in the reconciliation queue (decision 0160). */
export async function newOfflinePayment(db: Db, input: Owned & { courseId: number; userId: number }) {
  const paymentId = await newCoursePayment(db, {
    ...input,
    status: "pending",
    method: "kaspi",
    provider: "kaspi",
    paidAt: null,
  });
  const [row] = await db
    .insert(offlinePayments)
    .values({ schoolId: input.schoolId, paymentId, channel: "kaspi", state: "awaiting_confirmation" })
    .returning({ id: offlinePayments.id });
  return row!.id;
}

export async function newEducation(
  db: Db,
  input: Owned & Partial<typeof userEducations.$inferInsert> & { userId: number },
) {
  const [row] = await db
    .insert(userEducations)
    .values({
      degree: "school",
      professionName: "Школа",
      start: 2012,
      end: 2023,
      assessmentForm: "five_point",
      ...input,
    })
    .returning({ id: userEducations.id });
  return row!.id;
}

export async function newUserCertificate(
  db: Db,
  input: Owned & Partial<typeof userCertificates.$inferInsert> & { userId: number },
) {
  const [row] = await db
    .insert(userCertificates)
    .values({ name: "IELTS", totalScore: 6.5, language: "en", ...input })
    .returning({ id: userCertificates.id });
  return row!.id;
}

export async function newUserLanguage(
  db: Db,
  input: Owned & Partial<typeof userLanguages.$inferInsert> & { userId: number },
) {
  const [row] = await db
    .insert(userLanguages)
    .values({ language: "en", level: "B2", ...input })
    .returning({ id: userLanguages.id });
  return row!.id;
}

export async function newStaffTask(
  db: Db,
  input: Owned & Partial<typeof staffTasks.$inferInsert> & { assigneeId: number },
) {
  const [row] = await db
    .insert(staffTasks)
    .values({ title: "Call the student", dueAt: new Date(), ...input })
    .returning({ id: staffTasks.id });
  return row!.id;
}

export async function newAutomationRule(db: Db, input: Owned) {
  const [row] = await db
    .insert(automationRules)
    .values({
      ...input,
      name: "Refusal follow-up",
      trigger: "application_status_changed",
      toStatus: "refusal",
      actions: { task: { title: "Call", due_in_days: 1, priority: "normal" }, notice: null },
    })
    .returning({ id: automationRules.id });
  return row!.id;
}

/** Attaches a user to a program, in the program's school. */
export async function joinProgram(
  db: Db,
  member: { courseId: number; userId: number; role: (typeof courseMembers.$inferInsert)["role"] },
) {
  const [course] = await db.select({ schoolId: courses.schoolId }).from(courses).where(eq(courses.id, member.courseId));
  await db.insert(courseMembers).values({ schoolId: course!.schoolId, ...member });
}

export async function newApplicationStatus(
  db: Db,
  input: Owned & Partial<typeof applicationStatuses.$inferInsert> & { courseId: number; userId: number },
) {
  const [row] = await db
    .insert(applicationStatuses)
    .values({ status: "selected", ...input })
    .returning({ id: applicationStatuses.id });
  return row!.id;
}

/** A timetable lesson: tomorrow-ish at a free minute unless told, one hour long. */
export async function newScheduleLesson(
  db: Db,
  input: Owned & Partial<typeof scheduleLessons.$inferInsert> & { teacherId: number; studentIds?: number[] },
) {
  const { studentIds = [], ...values } = input;
  const startAt = values.startAt ?? new Date(Date.now() + 86_400_000 + Math.floor(Math.random() * 1e6) * 3_600_000);
  const [row] = await db
    .insert(scheduleLessons)
    .values({ typeLesson: "individual", endAt: new Date(startAt.getTime() + 3_600_000), ...values, startAt })
    .returning({ id: scheduleLessons.id });
  if (studentIds.length > 0) {
    await db
      .insert(scheduleLessonStudents)
      .values(studentIds.map((userId) => ({ schoolId: input.schoolId, lessonId: row!.id, userId })));
  }
  return row!.id;
}

export async function newWorkDay(db: Db, input: Owned & { teacherId: number; weekday?: number }) {
  const [row] = await db
    .insert(workDays)
    .values({ weekday: 1, startMinute: 540, endMinute: 1080, ...input })
    .returning({ id: workDays.id });
  return row!.id;
}
