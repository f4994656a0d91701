import { randomBytes } from "node:crypto";
import type { STUDENT_DOCUMENT_TYPES } from "@school/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Storage } from "../core/storage/storage.js";
import type { Db } from "../db/client.js";
import { courses, programFileLogs, programFiles, studentDocuments, users, workActs } from "../db/schema/index.js";
import { demoPdf } from "./demo-pdf.js";
import { firstUserOfRole, userIdsByEmail } from "./demo-people.js";

type DemoDocument = { type: (typeof STUDENT_DOCUMENT_TYPES)[number]; name: string; title: string };
type DemoAct = { number: string; date: string; amount: number; note: string };
/** Final documents for one application: the program by its place in the catalogue, the documents by name. */
type DemoFinal = { program: number; names: readonly string[] };
type DemoStudentFiles = {
  email: string;
  documents: readonly DemoDocument[];
  acts: readonly DemoAct[];
  finals: readonly DemoFinal[];
};

/**
 * What the demo students have handed in and signed (decision 0028's stages): their scanned documents, the acts of
 * work done (AVR) for the tranches they paid, and the final documents of the applications they are furthest in,
 * named as those programs ask for them (demo-program-pages), so the application's progress shows them handed in.
 */
const STUDENT_FILES: readonly DemoStudentFiles[] = [
  {
    email: "student@demo.kz",
    documents: [
      { type: "passport", name: "Паспорт", title: "Passport (scan)" },
      { type: "diploma", name: "Аттестат", title: "School certificate (attestat)" },
      { type: "certificate", name: "Сертификат IELTS 6.5", title: "IELTS Test Report Form: 6.5" },
    ],
    acts: [
      { number: "АВР-2026-012", date: "2026-05-28", amount: 500_000, note: "Консультации и подготовка документов" },
      { number: "АВР-2026-031", date: "2026-09-03", amount: 500_000, note: "Подача заявлений в университеты" },
    ],
    finals: [{ program: 1, names: ["Паспорт", "Мотивационное письмо", "Сертификат IELTS"] }],
  },
  {
    email: "aliya@demo.kz",
    documents: [
      { type: "passport", name: "Паспорт", title: "Passport (scan)" },
      { type: "diploma", name: "Диплом бакалавра", title: "Bachelor's diploma with transcript" },
      { type: "bank_statement", name: "Выписка из банка", title: "Bank statement" },
    ],
    acts: [{ number: "АВР-2026-019", date: "2026-07-01", amount: 900_000, note: "Подача заявлений и грант" }],
    finals: [
      {
        program: 1,
        names: ["Паспорт", "Диплом бакалавра с приложением", "Мотивационное письмо", "Сертификат IELTS"],
      },
    ],
  },
  {
    email: "timur@demo.kz",
    documents: [{ type: "passport", name: "Паспорт", title: "Passport (scan)" }],
    acts: [],
    finals: [],
  },
  {
    email: "dana@demo.kz",
    documents: [
      { type: "passport", name: "Паспорт", title: "Passport (scan)" },
      { type: "visa", name: "Студенческая виза", title: "Student visa" },
      { type: "diploma", name: "Аттестат", title: "School certificate (attestat)" },
    ],
    acts: [{ number: "АВР-2026-027", date: "2026-08-10", amount: 1_200_000, note: "Полный пакет сопровождения" }],
    finals: [{ program: 2, names: ["Паспорт", "Аттестат с апостилем"] }],
  },
];

/** The final documents' names as the programs ask for them, and the English a PDF's built-in font can write. */
const FINAL_TITLES: Readonly<Record<string, string>> = {
  Паспорт: "Passport",
  "Аттестат с апостилем": "School certificate with apostille",
  "Диплом бакалавра с приложением": "Bachelor's diploma with transcript",
  "Мотивационное письмо": "Motivation letter",
  "Сертификат IELTS": "IELTS certificate",
};

const pdfOf = (title: string, holder: string) =>
  demoPdf({
    title,
    lines: [`Holder: ${holder}`, "A sample document of the demo school's data.", "Not a real document."],
  });

/**
 * Idempotent: each part is written for a demo student who has none of it yet (documents, acts, final documents).
 * The files are PDFs in storage under the keys the upload calls use; without storage only the acts are written.
 */
export async function seedDemoStudentFiles(db: Db, schoolId: number, storage?: Storage): Promise<void> {
  const ids = await userIdsByEmail(
    db,
    schoolId,
    STUDENT_FILES.map((student) => student.email),
  );
  const students = STUDENT_FILES.flatMap((student) => {
    const userId = ids.get(student.email);
    return userId === undefined ? [] : [{ ...student, userId }];
  });
  if (students.length === 0) return;
  const userIds = students.map((student) => student.userId);
  const having = async (table: typeof studentDocuments | typeof workActs | typeof programFiles) =>
    new Set(
      (
        await db
          .selectDistinct({ userId: table.userId })
          .from(table)
          .where(and(eq(table.schoolId, schoolId), inArray(table.userId, userIds)))
      ).map((row) => row.userId),
    );
  const [withDocuments, withActs, withFinals] = [
    await having(studentDocuments),
    await having(workActs),
    await having(programFiles),
  ];
  const acts = students
    .filter((student) => !withActs.has(student.userId))
    .flatMap((student) => student.acts.map((act) => ({ schoolId, userId: student.userId, ...act })));
  if (acts.length > 0) await db.insert(workActs).values(acts);
  if (!storage) return;
  const names = new Map(
    (
      await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, userIds))
    ).map((user) => [user.id, `${user.firstName} ${user.lastName}`]),
  );
  const manager = (await firstUserOfRole(db, schoolId, "admin")) ?? null;
  for (const student of students.filter((each) => !withDocuments.has(each.userId))) {
    await addDocuments(db, {
      schoolId,
      storage,
      student,
      holder: names.get(student.userId) ?? "",
      uploadedBy: manager,
    });
  }
  const programs = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(asc(courses.order), asc(courses.id));
  for (const student of students.filter((each) => !withFinals.has(each.userId))) {
    for (const final of student.finals) {
      const courseId = programs[final.program]?.id;
      if (courseId === undefined) continue;
      await seedFinalDocuments(db, {
        schoolId,
        storage,
        courseId,
        userId: student.userId,
        manager,
        names: final.names,
        holder: names.get(student.userId) ?? "",
      });
    }
  }
}

/** A student's final documents in one program, each logged as uploaded by the manager, as the change log shows. */
async function seedFinalDocuments(
  db: Db,
  input: {
    schoolId: number;
    storage: Storage;
    courseId: number;
    userId: number;
    manager: number | null;
    names: readonly string[];
    holder: string;
  },
): Promise<void> {
  const { schoolId, courseId, userId } = input;
  const rows: (typeof programFiles.$inferInsert)[] = [];
  for (const docName of input.names) {
    const file = `program-files/${courseId}/${randomBytes(8).toString("hex")}.pdf`;
    await input.storage.put(file, pdfOf(FINAL_TITLES[docName] ?? "Final document", input.holder), "application/pdf");
    rows.push({ schoolId, courseId, userId, docName, file });
  }
  await db.transaction(async (tx) => {
    const files = await tx.insert(programFiles).values(rows).returning();
    await tx.insert(programFileLogs).values(
      files.map((file) => ({
        schoolId,
        programFileId: file.id,
        action: "uploaded" as const,
        actorId: input.manager,
        docName: file.docName,
      })),
    );
  });
}

/** A student's documents, each a small PDF with its title and holder's name put in storage, on their record. */
async function addDocuments(
  db: Db,
  input: {
    schoolId: number;
    storage: Storage;
    student: { userId: number; documents: (typeof STUDENT_FILES)[number]["documents"] };
    holder: string;
    uploadedBy: number | null;
  },
) {
  const { schoolId, storage, student, holder, uploadedBy } = input;
  const rows: (typeof studentDocuments.$inferInsert)[] = [];
  for (const document of student.documents) {
    const data = pdfOf(document.title, holder);
    const file = `documents/${schoolId}/${student.userId}/${randomBytes(8).toString("hex")}.pdf`;
    await storage.put(file, data, "application/pdf");
    rows.push({
      schoolId,
      userId: student.userId,
      docType: document.type,
      docName: document.name,
      file,
      format: "application/pdf",
      size: data.length,
      uploadedBy,
    });
  }
  if (rows.length > 0) await db.insert(studentDocuments).values(rows);
}
