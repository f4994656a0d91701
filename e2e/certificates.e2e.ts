import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { joinProgram, newCourse, newExercise, newExerciseList, newLesson } from "../server/src/test/factories.js";
import { pdfText } from "../server/src/test/pdf-text.js";
import {
  type Account,
  browserSuite,
  chooseLanguage,
  DEMO_PASSWORD,
  demoSchoolId,
  expectAccessible,
  loginAs,
  newUser,
  screenshot,
} from "./harness.js";

/**
 * Certificates of completion (issue 38, decision 0163): staff set a program's rule in its settings; a student who
 * completes the program gets the certificate by the rule, finds it in My files and downloads its PDF; the address
 * the certificate prints under its QR code opens the public verification page (no sign-in, drawn on the server, not
 * indexed), which says "revoked", with the reason, once staff revoke it. ru, kk, en; 1280 and 390 px.
 */
const suite = browserSuite();

type Language = "ru" | "kk" | "en";
const verifyTexts = (language: Language) =>
  JSON.parse(
    readFileSync(new URL(`../web/src/features/certificates/verify/locales/${language}.json`, import.meta.url), "utf8"),
  ) as Record<string, string>;
const feature = (language: Language) =>
  JSON.parse(
    readFileSync(new URL(`../web/src/features/certificates/locales/${language}.json`, import.meta.url), "utf8"),
  ) as { rule: Record<string, string>; revoke: Record<string, string>; tab: string };

/** A program of one lesson with one list of one question: what a student completes in two calls. */
async function smallProgram(student: Account) {
  const { db } = suite.platform.database;
  const schoolId = await demoSchoolId(suite.platform);
  const courseId = await newCourse(db, schoolId, { titleRu: "Итальянский для поступления", titleEn: "Italian" });
  const lessonId = await newLesson(db, { schoolId, courseId });
  const listId = await newExerciseList(db, { schoolId, lessonId, minPercent: 60 });
  const taskId = await newExercise(db, {
    schoolId,
    exListId: listId,
    type: "select_one",
    content: {
      question: "Capital?",
      options: [
        { id: "a", text: "Astana" },
        { id: "b", text: "Almaty" },
      ],
    },
    answer: { correct: "a" },
  });
  await joinProgram(db, { courseId, userId: student.id, role: "student" });
  return { courseId, listId, taskId };
}

/** The student answers and hands the list in through the API, as the lesson screen does. */
async function completeAsStudent(student: Account, program: { listId: number; taskId: number }) {
  const api = `${suite.platform.baseUrl}/api/v1/`;
  const post = async (path: string, body: object, token?: string) => {
    const response = await fetch(`${api}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.json() as Promise<{ access?: string }>;
  };
  const { access } = await post("user/accounts/login/", { email: student.email, password: DEMO_PASSWORD });
  await post("course/homework/create/", { task: program.taskId, answer: { selected: "a" } }, access);
  await post(`course/ex/submit/${program.listId}/`, {}, access);
}

/** Downloads the certificate's PDF from My files and reads the verification address printed under its QR code. */
async function verificationAddressOf(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.locator('[data-testid^="certificate-pdf-"]').first().click(),
  ]);
  const text = await pdfText(await readFile((await download.path())!));
  const address = text.match(/https?:\/\/\S+\/verify\/[A-Za-z0-9_-]+/)?.[0];
  expect(address, text).toBeDefined();
  return address!;
}

describe("certificates of completion", () => {
  it("are issued by the program's rule, downloaded, verified, then revoked by staff (ru, 1280 px)", async () => {
    const student = await newUser(suite.platform, "student", { firstName: "Арман", lastName: "Беков" });
    const program = await smallProgram(student);
    const page = await suite.openPage(1280);
    // Staff set the rule in the program's settings.
    await loginAs(page, "admin_school", `/course-edit/${program.courseId}`);
    await page.getByTestId("course-tab-certificates").click();
    await page.getByTestId("rule-lessons").check();
    await page.getByTestId("rule-exams").check();
    await page.getByTestId("rule-hours").fill("48");
    await page.getByTestId("rule-save").click();
    await page.getByText(feature("ru").rule.saved!).waitFor();
    await expectAccessible(page, "the program's certificates tab (ru)");
    await screenshot(page, "certificates-program-tab-ru");

    await completeAsStudent(student, program);
    const studentPage = await suite.platform.newPage({ width: 1280 });
    await loginAs(studentPage.page, student, "/my-files");
    // Issued by the rule's job a moment after the hand-in; the list asks again until it is there.
    await studentPage.page.locator('[data-testid^="certificate-pdf-"]').first().waitFor({ timeout: 30_000 });
    await expectAccessible(studentPage.page, "My files with a certificate (ru)");
    await screenshot(studentPage.page, "certificates-my-files-ru");
    const address = await verificationAddressOf(studentPage.page);
    expect(address.startsWith(suite.platform.baseUrl)).toBe(true);

    // Anyone with the QR code: a fresh browser, no sign-in.
    const guest = await suite.platform.newPage({ width: 1280 });
    const answer = await guest.page.goto(address);
    expect(answer?.status()).toBe(200);
    await guest.page.getByTestId("verify-certificate").waitFor();
    expect(await guest.page.getByTestId("verify-state").getAttribute("data-state")).toBe("valid");
    expect(await guest.page.getByTestId("verify-certificate").textContent()).toContain("Итальянский для поступления");
    expect(await guest.page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectAccessible(guest.page, "the verification page, valid (ru)");
    await screenshot(guest.page, "certificates-verify-valid-ru");

    // Staff revoke it with a reason, in the program's tab.
    await page.reload();
    await page.getByTestId("course-tab-certificates").click();
    await page.locator('[data-testid^="certificate-revoke-"]').first().click();
    await page.getByTestId("certificate-revoke-reason").fill("Выдан по ошибке");
    await page.locator("#certificate-revoke-confirm").click();
    await page.getByText(feature("ru").revoke.done!).waitFor();
    await page.locator('[data-testid^="program-certificate-state-"]').getByText("Отозван").waitFor();

    await guest.page.goto(address);
    expect(await guest.page.getByTestId("verify-state").getAttribute("data-state")).toBe("revoked");
    await guest.page.getByText(verifyTexts("ru").revoked!).first().waitFor();
    expect(await guest.page.getByTestId("verify-reason").textContent()).toContain("Выдан по ошибке");
    await expectAccessible(guest.page, "the verification page, revoked (ru)");
    await screenshot(guest.page, "certificates-verify-revoked-ru");
  });

  it("shows the demo's revoked certificate on a phone in Kazakh, and a guessed code as not found (kk, en, 390 px)", async () => {
    const { db } = suite.platform.database;
    const { certificates } = await import("../server/src/db/schema/index.js");
    const rows = await db.select().from(certificates);
    const revoked = rows.find((row) => row.revokedAt !== null)!;
    const guest = await suite.platform.newPage({ width: 390 });
    await guest.page.goto(`/verify/${revoked.code}?hl=kk`);
    expect(await guest.page.getByTestId("verify-state").getAttribute("data-state")).toBe("revoked");
    await guest.page.getByText(verifyTexts("kk").revoked!).first().waitFor();
    await expectAccessible(guest.page, "the verification page, revoked (kk, 390 px)");
    await screenshot(guest.page, "certificates-verify-revoked-kk-390");

    const valid = rows.find((row) => row.revokedAt === null)!;
    await guest.page.goto(`/verify/${valid.code}?hl=en`);
    await guest.page.getByText(verifyTexts("en").valid!).first().waitFor();
    await screenshot(guest.page, "certificates-verify-valid-en-390");

    const missing = await guest.page.goto("/verify/AAAAAAAAAAAAAAAAAAAAAA?hl=en");
    expect(missing?.status()).toBe(404);
    await guest.page.getByText(verifyTexts("en").notFound!).waitFor();
    await expectAccessible(guest.page, "the verification page, not found (en, 390 px)");
  });

  it("lists the student's certificates in My files on a phone (en, 390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "student", "/my-files");
    await chooseLanguage(page, "en");
    await page.getByTestId("certificates").waitFor();
    await page.locator('[data-testid^="certificate-pdf-"]').first().waitFor();
    await expectAccessible(page, "My files with certificates (390 px)");
    await screenshot(page, "certificates-my-files-390");
  });
});
