import type { StudentImportReport } from "@school/contracts";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../core/csv.js";
import { users } from "../../db/schema/index.js";
import { multipartParts } from "../../test/http-fixtures.js";
import { mailJobsTo } from "../../test/queued-jobs.js";
import { startSmtpCapture } from "../../test/smtp-capture.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";

/**
 * People in (issue 23, decisions 0083 and 0084): a staff member made by a form and students made by an import are
 * invited by e-mail, in their language, to set a password with a working link; an import may take its good rows and
 * hand the bad ones back as a file.
 */
let harness: TestApp;
let school: TestSchool;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let counter = 0;
const fresh = (name: string) => `${name}.${process.pid}.${++counter}@invite.kz`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  harness = await createTestApp({ smtpUrl: smtp.url, publicUrl: "https://school.example.kz" });
  school = await harness.newSchool();
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: "POST", url: `/api/v1/${url}`, payload, headers });

/** Follows the mail's link as its reader would: sets the password, then signs in with it. */
async function acceptInvitation(email: string, password: string) {
  const mail = await smtp.waitFor(email, 15_000);
  const link = /https?:\/\/\S+set-password\?token=[\w%-]+/.exec(mail.text)![0];
  expect(link.startsWith("https://school.example.kz/set-password?token=")).toBe(true);
  const token = decodeURIComponent(new URL(link).searchParams.get("token")!);
  expect((await post("user/accounts/set_password/", { token, password })).statusCode).toBe(200);
  expect((await post("user/accounts/login/", { email, password })).statusCode).toBe(200);
  return mail;
}

describe("invitations", () => {
  it("invites a staff member made without a password, in their language, with a link that sets it", async () => {
    const email = fresh("teacher");
    const created = await harness.app.inject({
      method: "POST",
      url: "/api/v1/user/accounts/manager_create/",
      headers: await harness.authAs(school, "admin_school"),
      payload: { first_name: "Асель", last_name: "Нурова", email, role: "teacher", language: "kk" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const mail = await acceptInvitation(email, "first-password-1");
    expect(mail.text).toContain("құпиясөз орнатыңыз");
    expect(mail.text).not.toContain("set your password");
  });

  it("sends no invitation when the form sets the password", async () => {
    const email = fresh("manager");
    const created = await harness.app.inject({
      method: "POST",
      url: "/api/v1/user/accounts/manager_create/",
      headers: await harness.authAs(school, "admin_school"),
      payload: { first_name: "Dana", last_name: "Ait", email, role: "admin", password: "chosen-password-1" },
    });
    expect(created.statusCode, created.body).toBe(201);
    // Mail is recorded on the queue in the account's transaction: none recorded now means none will go.
    expect(await mailJobsTo(harness.database.db, email)).toBe(0);
  });
});

const csv = (lines: string[][]) => Buffer.from(`${lines.map((line) => line.join(";")).join("\r\n")}\r\n`);

async function importFile(file: Buffer, fields: Record<string, string>) {
  const { payload, headers } = multipartParts([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: "file", file, filename: "students.csv", type: "text/csv" },
  ]);
  return harness.app.inject({
    method: "POST",
    url: "/api/v1/user/accounts/import/",
    headers: { ...headers, ...(await harness.authAs(school, "admin")) },
    payload,
  });
}

describe("an import with bad rows", () => {
  const good = [fresh("good1"), fresh("good2")];
  const file = () =>
    csv([
      ["Фамилия", "Имя", "Эл. почта"],
      ["Серикова", "Айгерим", good[0]!],
      ["Без", "Почты", "not-an-email"],
      ["Ким", "Лия", good[1]!],
    ]);

  it("writes nothing by default, and hands back the bad row as a file with its reason", async () => {
    const report = (await importFile(file(), { language: "ru" })).json() as StudentImportReport;
    expect(report).toMatchObject({ imported: false, imported_total: 0, rows_total: 3, errors_total: 1 });
    expect(report.rejected_csv).not.toBeNull();
    const rows = await harness.database.db.select().from(users).where(inArray(users.email, good));
    expect(rows).toHaveLength(0);
  });

  it("with valid_only takes the good rows, invites them, and hands back the bad one with its reason", async () => {
    const response = await importFile(file(), { mode: "valid_only", language: "en" });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as StudentImportReport;
    expect(report).toMatchObject({ imported: true, imported_total: 2, rows_total: 3, errors_total: 1 });
    expect(report.errors[0]).toMatchObject({ row: 3, field: "email" });
    const created = await harness.database.db.select().from(users).where(inArray(users.email, good));
    expect(created.map((user) => [user.role, user.language])).toEqual([
      ["student", "en"],
      ["student", "en"],
    ]);
    const rejected = parseCsv(report.rejected_csv!.replace(/^\uFEFF/, ""));
    expect(rejected).toHaveLength(2);
    expect(rejected[0]).toEqual(["Фамилия", "Имя", "Эл. почта", "Problems"]);
    expect(rejected[1]!.slice(0, 3)).toEqual(["Без", "Почты", "not-an-email"]);
    expect(rejected[1]![3]).toContain("E-mail");
    const mail = await acceptInvitation(good[0]!, "student-password-1");
    expect(mail.text).toContain("set your password");
  });
});

describe("an import naming each row's language", () => {
  const [kazakh, russian, unnamed, wrong] = [fresh("kazakh"), fresh("russian"), fresh("unnamed"), fresh("wrong")];
  const file = () =>
    csv([
      ["Фамилия", "Имя", "Эл. почта", "Язык приглашения"],
      ["Серикова", "Айгерим", kazakh, "kk"],
      ["Ким", "Лия", russian, "Русский"],
      ["Ait", "Dana", unnamed, ""],
      ["Bad", "Tongue", wrong, "fr"],
    ]);

  it("invites each row in its own language, the file's where it names none, and refuses one it does not know", async () => {
    const preview = (await importFile(file(), { dry_run: "true", language: "en" })).json() as StudentImportReport;
    expect(preview.errors).toEqual([expect.objectContaining({ row: 5, field: "language", code: "invalid" })]);

    const response = await importFile(file(), { mode: "valid_only", language: "en" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: true, imported_total: 3, errors_total: 1 });
    const created = await harness.database.db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(inArray(users.email, [kazakh, russian, unnamed, wrong]));
    expect(Object.fromEntries(created.map((user) => [user.email, user.language]))).toEqual({
      [kazakh]: "kk",
      [russian]: "ru",
      [unnamed]: "en",
    });
    expect((await acceptInvitation(kazakh, "kazakh-password-1")).text).toContain("құпиясөз орнатыңыз");
    expect((await acceptInvitation(russian, "russian-password-1")).text).toContain("задайте пароль");
    expect((await acceptInvitation(unnamed, "unnamed-password-1")).text).toContain("set your password");
  });
});
