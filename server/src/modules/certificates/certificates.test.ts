import type { Certificate, CertificateList, CertificateVerification, CompletionRule } from "@school/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { certificates } from "../../db/schema/index.js";
import {
  completeLesson,
  joinProgram,
  newCourse,
  newExercise,
  newExerciseList,
  newLesson,
  SELECT_ONE,
  VALID_REQUISITES,
} from "../../test/factories.js";
import { pdfPages, pdfText } from "../../test/pdf-text.js";
import { apiSuite, TEST_PASSWORD, type TestSchool } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";

/**
 * Certificates of completion (issue 38, decision 0163): issued once per student and program, by the program's rule
 * on the student's progress or by staff; revoked with a reason; verified in public by the QR code's random code,
 * which a guesser cannot find and may try only a few times; each student reads only their own.
 */
const suite = apiSuite({
  rateLimits: { windowSeconds: 900, perAccount: 1000, perAddress: 1000, lookupsPerAddress: 3 },
  publicUrl: "https://platform.test",
});
const db = () => suite.harness.database.db;
type Role = "admin_school" | "admin" | "teacher" | "student";

const api = (
  role: Role,
  request: { method: "GET" | "POST" | "PUT"; url: string; payload?: object },
  school?: TestSchool,
) => suite.as(school ?? suite.school, role, { ...request, url: `/api/v1/${request.url}` });
let addresses = 0;
/** A guest's verification from an address of its own (each test its own rate-limit budget), on the school's domain. */
const verify = (code: string, input: { school?: TestSchool; address?: string } = {}) =>
  suite.harness.app.inject({
    method: "GET",
    url: `/api/v1/certificates/verify/${code}/`,
    headers: { host: (input.school ?? suite.school).domain },
    remoteAddress: input.address ?? `10.0.0.${++addresses}`,
  });

/** A student of the school, new for each test that needs one. */
let students = 0;
const newStudent = async (school: TestSchool = suite.school): Promise<number> =>
  addUser(db(), {
    schoolId: school.id,
    email: `certificate-student-${++students}@example.com`,
    password: TEST_PASSWORD,
    role: "student",
    firstName: "Әлия",
    lastName: "Серікова",
  });

let courseId: number;
let lessonId: number;
let listId: number;
let taskId: number;
let otherCourse: number;

beforeAll(async () => {
  const schoolId = suite.school.id;
  courseId = await newCourse(db(), schoolId, { titleRu: "Итальянский язык B1", titleEn: "Italian B1" });
  lessonId = await newLesson(db(), { schoolId, courseId });
  listId = await newExerciseList(db(), { schoolId, lessonId, minPercent: 60 });
  taskId = await newExercise(db(), {
    schoolId,
    exListId: listId,
    ...SELECT_ONE,
  });
  await joinProgram(db(), { courseId, userId: suite.school.users.student, role: "student" });
  otherCourse = await newCourse(db(), suite.other.id);
});

const setRule = (body: object, role: Role = "admin_school") =>
  api(role, { method: "PUT", url: `course/certificates/rule/${courseId}/`, payload: body });
const mine = async (role: Role = "student") =>
  ((await api(role, { method: "GET", url: "user/certificates/" })).json() as CertificateList).results;

describe("a program's completion rule", () => {
  it("is set by staff only, checked, and never another school's program", async () => {
    expect((await setRule({ lessons: true, exams: true, hours: 72 }, "teacher")).statusCode).toBe(403);
    expect((await setRule({ lessons: true, exams: true, hours: -1 })).statusCode).toBe(400);
    const saved = await setRule({ lessons: true, exams: true, hours: 72 }, "admin");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json() as CompletionRule).toMatchObject({ lessons: true, exams: true, hours: 72 });
    const foreign = await api("admin_school", { method: "GET", url: `course/certificates/rule/${otherCourse}/` });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("issued on completion", () => {
  it("once the student finishes every lesson and passes every list, by the rule's job, with its PDF", async () => {
    expect(await mine()).toEqual([]);
    await api("student", {
      method: "POST",
      url: "course/homework/create/",
      payload: { task: taskId, answer: { selected: "k9" } },
    });
    const submitted = await api("student", { method: "POST", url: `course/ex/submit/${listId}/` });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await expect.poll(async () => (await mine()).map((row) => row.pdf_ready), { timeout: 20_000 }).toEqual([true]);
    const [issued] = await mine();
    expect(issued).toMatchObject({
      holder: expect.any(String),
      program: "Итальянский язык B1",
      hours: 72,
      state: "valid",
    });
    expect(issued!.number).toMatch(/^[A-Z0-9]+-000001$/);
    expect(issued!.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(issued!.verify_url).toBe(`https://${suite.school.domain}/verify/${issued!.code}`);
  });

  it("prints the holder, program, hours, date, number, issuer and verification address (pdftotext, pdftoppm)", async () => {
    const [issued] = await mine();
    const response = await api("student", { method: "GET", url: `user/certificates/${issued!.id}/pdf/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      "СЕРТИФИКАТ",
      issued!.holder,
      "Итальянский язык B1",
      "72 ч.",
      issued!.number,
      issued!.code,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Дата выдачи: \d{1,2} [а-я]+ \d{4}/);
    expect(await pdfPages(response.rawPayload)).toHaveLength(1);
  });
});

describe("issuing", () => {
  it("gives one certificate per student and program however many ask at once, numbered without gaps", async () => {
    const students = [await newStudent(), await newStudent()];
    for (const userId of students) await joinProgram(db(), { courseId, userId, role: "student" });
    const asks = students.flatMap((userId) =>
      Array.from({ length: 6 }, () =>
        api("admin", {
          method: "POST",
          url: "course/certificates/issue/",
          payload: { course_id: courseId, user_id: userId },
        }),
      ),
    );
    const answers = await Promise.all(asks);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await db().select().from(certificates).where(eq(certificates.courseId, courseId));
    expect(rows.filter((row) => students.includes(row.userId))).toHaveLength(2);
    const sequence = rows.map((row) => Number(row.number.split("-").at(-1))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, index) => index + 1));
    const ids = new Set(answers.map((answer) => (answer.json() as Certificate).id));
    expect(ids.size).toBe(2);
  });

  it("by staff needs a student of the program; to all who completed issues to those who met the rule", async () => {
    const outsider = await newStudent();
    const refused = await api("admin", {
      method: "POST",
      url: "course/certificates/issue/",
      payload: { course_id: courseId, user_id: outsider },
    });
    expect(refused.statusCode).toBe(400);
    const finisher = await newStudent();
    await joinProgram(db(), { courseId, userId: finisher, role: "student" });
    await completeLesson(db(), { schoolId: suite.school.id, lessonId, userId: finisher });
    // Finished the lesson, but the list is not passed: the rule wants both.
    const url = `course/certificates/issue-completed/${courseId}/`;
    expect((await api("admin_school", { method: "POST", url })).json()).toEqual({ issued: 0 });
    await setRule({ lessons: true, exams: false, hours: 72 });
    const rule = (await api("admin", { method: "GET", url: `course/certificates/rule/${courseId}/` })).json();
    expect(rule).toMatchObject({ completed_without_certificate: 1 });
    expect((await api("admin_school", { method: "POST", url })).json()).toEqual({ issued: 1 });
    expect((await api("admin_school", { method: "POST", url })).json()).toEqual({ issued: 0 });
    await setRule({ lessons: true, exams: true, hours: 72 });
  });
});

describe("verification and revocation", () => {
  it("answers anyone with the code what the paper shows, and a guessed code nothing (404)", async () => {
    const [issued] = await mine();
    const answer = await verify(issued!.code);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json() as CertificateVerification).toEqual({
      number: issued!.number,
      holder: issued!.holder,
      program: "Итальянский язык B1",
      hours: 72,
      issued_at: issued!.issued_at,
      issuer: expect.any(String),
      state: "valid",
      revoked_at: null,
      revoke_reason: null,
    });
    const guessed = await verify("AAAAAAAAAAAAAAAAAAAAAA");
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toEqual({ detail: "Not found.", code: "not_found" });
    // The same code asked on another school's domain is not found there.
    expect((await verify(issued!.code, { school: suite.other })).statusCode).toBe(404);
  });

  it("lets an address miss only a few times, while real codes never use its budget up", async () => {
    const [issued] = await mine();
    const address = "10.9.9.9";
    for (let check = 0; check < 5; check += 1) expect((await verify(issued!.code, { address })).statusCode).toBe(200);
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await verify(`guess${guess}xxxxxxxxxxxxxxxxx`, { address })).statusCode).toBe(404);
    }
    const limited = await verify("guess-after-the-limit-xx", { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    // Over the limit, a real code is refused as well: a guesser learns nothing from which codes are refused.
    expect((await verify(issued!.code, { address })).statusCode).toBe(429);
    expect((await verify(issued!.code)).statusCode).toBe(200);
  });

  it("is revoked by staff with a reason, which the verification then shows", async () => {
    const [issued] = await mine();
    const url = `course/certificates/revoke/${issued!.id}/`;
    expect((await api("teacher", { method: "POST", url, payload: { reason: "x" } })).statusCode).toBe(403);
    expect((await api("admin", { method: "POST", url, payload: { reason: "  " } })).statusCode).toBe(400);
    const revoked = await api("admin", { method: "POST", url, payload: { reason: "Issued by mistake" } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ state: "revoked", revoke_reason: "Issued by mistake" });
    expect((await api("admin", { method: "POST", url, payload: { reason: "again" } })).statusCode).toBe(409);
    const answer = (await verify(issued!.code)).json() as CertificateVerification;
    expect(answer).toMatchObject({ state: "revoked", revoke_reason: "Issued by mistake" });
    expect(answer.revoked_at).not.toBeNull();
    const listed = (await api("admin", { method: "GET", url: `course/certificates/program/${courseId}/` })).json();
    expect((listed as CertificateList).results.find((row) => row.id === issued!.id)).toMatchObject({
      state: "revoked",
    });
  });
});

describe("who reads certificates", () => {
  it("a student their own only; staff anyone's; another school nothing", async () => {
    const [issued] = await mine();
    const holder = suite.school.users.student;
    const classmate = await newStudent();
    const asStaff = await api("admin", { method: "GET", url: `user/certificates/?user_id=${holder}` });
    expect((asStaff.json() as CertificateList).results.map((row) => row.id)).toContain(issued!.id);
    // The holder asking for another student's list, and the teacher asking for anyone's, are refused.
    expect((await api("student", { method: "GET", url: `user/certificates/?user_id=${classmate}` })).statusCode).toBe(
      403,
    );
    expect((await api("teacher", { method: "GET", url: `user/certificates/?user_id=${holder}` })).statusCode).toBe(403);
    const otherAdmin = await api(
      "admin_school",
      { method: "GET", url: `user/certificates/${issued!.id}/pdf/` },
      suite.other,
    );
    expect(otherAdmin.statusCode).toBe(404);
    const revoke = await api(
      "admin_school",
      { method: "POST", url: `course/certificates/revoke/${issued!.id}/`, payload: { reason: "x" } },
      suite.other,
    );
    expect(revoke.statusCode).toBe(404);
  });

  it("a student cannot download another student's PDF", async () => {
    const classmate = await newStudent();
    await joinProgram(db(), { courseId, userId: classmate, role: "student" });
    const issued = await api("admin", {
      method: "POST",
      url: "course/certificates/issue/",
      payload: { course_id: courseId, user_id: classmate },
    });
    const { id } = issued.json() as Certificate;
    expect((await api("student", { method: "GET", url: `user/certificates/${id}/pdf/` })).statusCode).toBe(403);
  });

  it("are numbered with the prefix the school sets, by default made of its name, never its domain", async () => {
    const issue = async () => {
      const userId = await newStudent();
      await joinProgram(db(), { courseId, userId, role: "student" });
      const answer = await api("admin", {
        method: "POST",
        url: "course/certificates/issue/",
        payload: { course_id: courseId, user_id: userId },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as Certificate).number;
    };
    // The test school is "School N" on a domain of its own: the default is its name's letters.
    const byDefault = await issue();
    expect(byDefault).toMatch(/^SCHOOL-\d{6}$/);
    const saved = await api("admin", {
      method: "PUT",
      url: "user/school/requisites/",
      payload: { ...VALID_REQUISITES, certificate_prefix: "ba-kz" },
    });
    expect(saved.json()).toMatchObject({ certificate_prefix: "ba-kz", number_prefixes: { certificate: "ba-kz" } });
    const chosen = await issue();
    // The sequence goes on under the new prefix: numbers stay unique across the change.
    expect(chosen).toBe(`ba-kz-${String(Number(byDefault.split("-").at(-1)) + 1).padStart(6, "0")}`);
    const refused = await api("admin", {
      method: "PUT",
      url: "user/school/requisites/",
      payload: { ...VALID_REQUISITES, certificate_prefix: "A B" },
    });
    expect(refused.json()).toMatchObject({ fields: { certificate_prefix: expect.stringContaining("Up to 12") } });
  });
});
