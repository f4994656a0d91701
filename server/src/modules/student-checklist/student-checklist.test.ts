import type { StudentChecklist } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../core/schedule-time.js";
import { schoolScope } from "../../core/tenancy/scope.js";
import {
  documentAlerts,
  paymentTranches,
  personalDataAudit,
  studentDocuments,
  studentRecords,
  users,
} from "../../db/schema/index.js";
import {
  joinProgram,
  newApplicationStatus,
  newCourse,
  newCourseDocument,
  newPaymentTranche,
  newProgramFile,
} from "../../test/factories.js";
import { multipartParts } from "../../test/http-fixtures.js";
import { mailJobsTo, settledJobs } from "../../test/queued-jobs.js";
import { startSmtpCapture } from "../../test/smtp-capture.js";
import { apiSuite } from "../../test/test-app.js";
import { testSchoolToday } from "../../test/test-clock.js";
import { unzip } from "../../test/unzip.js";
import { dispatchSchoolAlerts, sendSchoolAlerts } from "./alerts.service.js";

const smtp = await startSmtpCapture();
const suite = apiSuite({ smtpUrl: smtp.url });
afterAll(() => smtp.close());

type Role = "admin_school" | "admin" | "teacher" | "student";
const call = async (
  method: "GET" | "POST" | "PATCH",
  url: string,
  role: Role,
  payload?: object,
  school = suite.school,
) =>
  suite.harness.app.inject({
    method,
    url: `/api/v1/user/accounts/${url}`,
    headers: await suite.harness.authAs(school, role),
    ...(payload ? { payload } : {}),
  });
const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const today = () => testSchoolToday();
let counter = 0;

async function newStudent(fields: object = {}) {
  counter += 1;
  const response = await call("POST", "manager_create/", "admin", {
    first_name: "Aruzhan",
    last_name: "Serikova",
    email: `c${counter}.${process.pid}@checklist.kz`,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number; email: string }).id;
}

async function upload(userId: number, fields: { doc_type: string; doc_name?: string; expires_on?: string }) {
  const body = multipartParts([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: "file", file: PDF, filename: "scan.pdf", type: "application/pdf" },
  ]);
  const response = await suite.harness.app.inject({
    method: "POST",
    url: `/api/v1/user/accounts/upload_doc/${userId}/`,
    headers: { ...(await suite.harness.authAs(suite.school, "admin")), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe("the document checklist", () => {
  let studentId: number;
  let courseId: number;
  beforeAll(async () => {
    const { db } = suite.harness.database;
    studentId = await newStudent({
      passport_expires: addDays(today(), 20),
      visa_expires: addDays(today(), -1),
    });
    courseId = await newCourse(db, suite.school.id, { titleRu: "Болонья", titleEn: "Bologna" });
    await newCourseDocument(db, suite.school.id, courseId);
    await newProgramFile(db, { schoolId: suite.school.id, courseId, userId: studentId });
    await newApplicationStatus(db, { schoolId: suite.school.id, courseId, userId: studentId });
    await upload(studentId, { doc_type: "certificate", doc_name: "IELTS", expires_on: addDays(today(), 200) });
    const checked = await suite.as(suite.school, "admin", {
      method: "POST",
      url: "/api/v1/user/communicate/finance/",
      payload: {
        user_id: studentId,
        finance_student_bank_account_1: true,
      },
    });
    expect(checked.statusCode, checked.body).toBe(200);
  });

  it("computes each item's state and date from the record, the checks and the program's documents", async () => {
    const response = await call("GET", `checklist/${studentId}/?translate_lang=en`, "admin");
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as StudentChecklist;
    const item = (key: string) => list.items.find((entry) => entry.key === key);
    expect(item("passport")).toMatchObject({ state: "expiring", expires_on: addDays(today(), 20) });
    expect(item("visa")).toMatchObject({ state: "expired", expires_on: addDays(today(), -1) });
    expect(item(`program:${courseId}:Passport`)).toMatchObject({
      group: "program",
      state: "handed_in",
      course_title: "Bologna",
    });
    expect(list.items.find((entry) => entry.group === "uploaded")).toMatchObject({ name: "IELTS", state: "handed_in" });
    expect(item("finance_student_bank_account_1")).toMatchObject({ state: "checked" });
    expect(item("finance_student_bank_account_2")).toMatchObject({ state: "missing" });
    expect(list.items.filter((entry) => entry.group === "apostille")).toHaveLength(22);
  });

  it("is the student's own to read, a stranger's never: another school 404, a student or teacher not theirs 403", async () => {
    expect((await call("GET", `checklist/${studentId}/`, "admin", undefined, suite.other)).statusCode).toBe(404);
    expect((await call("GET", `checklist/${studentId}/`, "student")).statusCode).toBe(403);
    expect((await call("GET", `checklist/${studentId}/`, "teacher")).statusCode).toBe(403);
    await joinProgram(suite.harness.database.db, { courseId, userId: studentId, role: "student" });
    await joinProgram(suite.harness.database.db, { courseId, userId: suite.school.users.teacher, role: "teacher" });
    expect((await call("GET", `checklist/${studentId}/`, "teacher")).statusCode).toBe(200);
    const own = await call("GET", `checklist/${suite.school.users.student}/`, "student");
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe("expiry and round alerts", () => {
  it("go out once per document, threshold and date, to the student and their manager, at the school's morning", async () => {
    const { db } = suite.harness.database;
    const fixedToday = "2031-03-10";
    const managerEmail = (await db.select().from(users).where(eq(users.id, suite.school.users.admin)))[0]!.email;
    // Given a password at creation, so no invitation goes out: every mail to them here is an alert.
    const studentId = await newStudent({
      password: "long-enough-1",
      passport_expires: addDays(fixedToday, 30),
      visa_expires: addDays(fixedToday, 45),
      responsible: suite.school.users.admin,
    });
    // Each mail is written in its reader's chosen language (decision 0140): this student chose English.
    await db.update(users).set({ language: "en" }).where(eq(users.id, studentId));
    const studentEmail = (await db.select().from(users).where(eq(users.id, studentId)))[0]!.email;
    const courseId = await newCourse(db, suite.school.id, { titleRu: "Падуя", titleEn: "Padua" });
    await newApplicationStatus(db, { schoolId: suite.school.id, courseId, userId: studentId });
    await suite.harness.database.db
      .insert((await import("../../db/schema/index.js")).courseRounds)
      .values({ schoolId: suite.school.id, courseId, startsOn: "2031-01-01", endsOn: addDays(fixedToday, 7) });

    // 08:00 in Almaty (UTC+5): before the school's alert hour nothing is queued for it.
    const early = await dispatchSchoolAlerts(
      { db, queue: suite.harness.deps.queue },
      new Date(`${fixedToday}T03:00:00Z`),
    );
    expect(early).toBe(0);
    const ours = () =>
      db
        .select()
        .from(documentAlerts)
        .where(and(eq(documentAlerts.schoolId, suite.school.id), eq(documentAlerts.userId, studentId)));
    expect(await ours()).toHaveLength(0);

    // 10:00 there: the school's job runs in the queue and mails.
    await dispatchSchoolAlerts({ db, queue: suite.harness.deps.queue }, new Date(`${fixedToday}T05:00:00Z`));
    await smtp.waitFor(studentEmail, 15_000);
    await smtp.waitFor(managerEmail, 15_000);
    await expect.poll(async () => (await ours()).length, { timeout: 15_000 }).toBe(3);
    const sent = await ours();
    expect(sent.map((alert) => [alert.key, alert.days]).sort()).toEqual(
      [
        ["passport", 30],
        [`round:${sent.find((alert) => alert.subject === "round")!.key.slice(6)}`, 7],
        ["visa", 60],
      ].sort(),
    );
    const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address)).length;
    await expect.poll(() => mailsTo(studentEmail), { timeout: 15_000 }).toBe(3);
    expect(await mailJobsTo(db, studentEmail)).toBe(3);
    const texts = smtp.messages.filter((mail) => mail.to.includes(studentEmail)).map((mail) => mail.text);
    expect(texts.some((text) => text.includes("“Passport” expires on 2031-04-09 (in 30 days)"))).toBe(true);
    expect(texts.some((text) => text.includes("“Padua” close on 2031-03-17 (in 7 days)"))).toBe(true);
    expect(texts.filter((text) => /[а-яё]/i.test(text))).toEqual([]);

    // Run again, directly and through the queue: no alert row and no mail twice.
    const job = schoolScope(suite.harness.deps, suite.school.id);
    expect(await sendSchoolAlerts(job, fixedToday)).toBe(0);
    await dispatchSchoolAlerts({ db, queue: suite.harness.deps.queue }, new Date(`${fixedToday}T09:00:00Z`));
    // The school's job records its mails in its own transaction: once it has run, the mail queue is final.
    const runs = await settledJobs(db, { name: "crm.school-alerts", field: "school_id", value: suite.school.id });
    expect(runs.filter((state) => state !== "completed")).toEqual([]);
    expect(await ours()).toHaveLength(3);
    expect(await mailJobsTo(db, studentEmail)).toBe(3);

    // 23 days on the passport is 7 days away and the visa 22: each its next alert, once; the round has closed.
    const later = addDays(fixedToday, 23);
    expect(await sendSchoolAlerts(job, later)).toBe(2);
    expect(await sendSchoolAlerts(job, later)).toBe(0);
    expect((await ours()).map((alert) => `${alert.key}:${alert.days}`)).toEqual(
      expect.arrayContaining(["passport:7", "visa:30"]),
    );
  });

  it("are shown open on the student page until their date passes", async () => {
    const studentId = await newStudent({ passport_expires: addDays(today(), 5) });
    const school = schoolScope(suite.harness.deps, suite.school.id);
    await sendSchoolAlerts(school, today());
    const list = (await call("GET", `checklist/${studentId}/`, "admin")).json() as StudentChecklist;
    expect(list.alerts).toEqual([expect.objectContaining({ key: "passport", days: 7, due_on: addDays(today(), 5) })]);
  });
});

describe("personal data", () => {
  it("logs who read or changed the record, once per reader and call an hour, for staff only", async () => {
    const studentId = await newStudent();
    await call("GET", `get_user_by_id/${studentId}/`, "admin");
    await call("GET", `get_user_by_id/${studentId}/`, "admin");
    const changed = await call("PATCH", `manager_update/${studentId}/`, "admin", { telegram: "@aru" });
    expect(changed.statusCode, changed.body).toBe(200);
    await upload(studentId, { doc_type: "passport" });
    const log = await call("GET", `audit-log/${studentId}/`, "admin_school");
    expect(log.statusCode, log.body).toBe(200);
    const entries = (log.json() as { results: { action: string; call: string; actor_id: number }[] }).results;
    expect(entries.map((entry) => [entry.action, entry.call])).toEqual([
      ["write", "POST user/accounts/upload_doc/{id}/"],
      ["write", "PATCH user/accounts/manager_update/{id}/"],
      ["read", "GET user/accounts/get_user_by_id/{id}/"],
    ]);
    expect(entries[0]!.actor_id).toBe(suite.school.users.admin);
    expect((await call("GET", `audit-log/${studentId}/`, "teacher")).statusCode).toBe(403);
    expect((await call("GET", `audit-log/${studentId}/`, "student")).statusCode).toBe(403);
    expect((await call("GET", `audit-log/${studentId}/`, "admin", undefined, suite.other)).statusCode).toBe(404);
  });

  it("exports everything about one student as a zip of data.json and their files, for the school admin", async () => {
    const studentId = await newStudent({ telegram: "@export" });
    await upload(studentId, { doc_type: "passport", doc_name: "Passport scan" });
    expect((await call("GET", `export/${studentId}/`, "admin")).statusCode).toBe(403);
    expect((await call("GET", `export/${studentId}/`, "admin_school", undefined, suite.other)).statusCode).toBe(404);
    const response = await call("GET", `export/${studentId}/`, "admin_school");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    const files = await unzip(response.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      "data.json",
      expect.stringMatching(/^files\/documents\/\d+-Passport scan\.pdf$/),
    ]);
    const data = JSON.parse(files.get("data.json")!.toString("utf8"));
    expect(data.user).toMatchObject({ id: studentId });
    expect(data.user.passwordHash).toBeUndefined();
    expect(data.student_record[0]).toMatchObject({ telegram: "@export" });
    expect(data.documents).toHaveLength(1);
    const file = [...files.entries()].find(([name]) => name.startsWith("files/"))![1];
    expect(file.equals(PDF)).toBe(true);
    const [audit] = await suite.harness.database.db
      .select()
      .from(personalDataAudit)
      .where(and(eq(personalDataAudit.userId, studentId), eq(personalDataAudit.action, "export")));
    expect(audit).toMatchObject({ actorId: suite.school.users.admin_school });
  });

  it("erases on confirmed request: personal fields and files go, payments stay anonymised, the log keeps the erasure", async () => {
    const { db } = suite.harness.database;
    const studentId = await newStudent({ telegram: "@erase", package_cost: 500_000 });
    await upload(studentId, { doc_type: "passport" });
    await newPaymentTranche(db, { schoolId: suite.school.id, userId: studentId });
    const [stored] = await db.select().from(studentDocuments).where(eq(studentDocuments.userId, studentId));
    expect(await suite.harness.deps.storage.get(stored!.file)).not.toBeNull();
    expect((await call("POST", `erase/${studentId}/`, "admin", { confirm_email: "x@y.kz" })).statusCode).toBe(403);
    const [account] = await db.select().from(users).where(eq(users.id, studentId));
    const wrong = await call("POST", `erase/${studentId}/`, "admin_school", { confirm_email: "someone@else.kz" });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(["confirm_email"]);
    const other = await call(
      "POST",
      `erase/${studentId}/`,
      "admin_school",
      { confirm_email: account!.email },
      suite.other,
    );
    expect(other.statusCode).toBe(404);

    const erased = await call("POST", `erase/${studentId}/`, "admin_school", { confirm_email: account!.email });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ user_id: studentId, files_removed: 1, payments_kept: 1 });
    const [after] = await db.select().from(users).where(eq(users.id, studentId));
    expect(after).toMatchObject({ email: `erased-${studentId}@erased.invalid`, phone: null, lastName: "" });
    expect(await db.select().from(studentDocuments).where(eq(studentDocuments.userId, studentId))).toHaveLength(0);
    expect(await suite.harness.deps.storage.get(stored!.file)).toBeNull();
    const [record] = await db.select().from(studentRecords).where(eq(studentRecords.userId, studentId));
    expect(record).toMatchObject({ telegram: null, packageCost: 500_000 });
    expect(await db.select().from(paymentTranches).where(eq(paymentTranches.userId, studentId))).toHaveLength(1);
    const actions = (
      await db
        .select({ action: personalDataAudit.action })
        .from(personalDataAudit)
        .where(eq(personalDataAudit.userId, studentId))
    ).map((row) => row.action);
    expect(actions).toContain("erase");
    expect(actions).toContain("write");
  });
});
