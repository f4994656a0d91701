import type { IssuedDocument } from "@school/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schools, users } from "../../db/schema/index.js";
import { newCourse, newWorkAct, VALID_REQUISITES } from "../../test/factories.js";
import { pdfPages, pdfText } from "../../test/pdf-text.js";
import { settledJobs } from "../../test/queued-jobs.js";
import { apiSuite } from "../../test/test-app.js";

/**
 * What issue 50 found on the papers (decision 0171): the act printed "—" for the customer's IIN and the contract
 * although one was issued and accepted, wrapped "Количество" in its head, the acceptance printed UTC where receipts
 * print the school's time, and numbers took no prefix of the school's choosing. Each is read back from the PDF.
 */
const suite = apiSuite();
type Role = "admin_school" | "student";
const IIN = "010101650016";

const call = async (input: { method: "GET" | "POST" | "PUT"; url: string; payload?: object; role?: Role }) =>
  suite.harness.app.inject({
    method: input.method,
    url: `/api/v1/${input.url}`,
    ...(input.payload ? { payload: input.payload } : {}),
    headers: {
      ...(await suite.harness.authAs(suite.school, input.role ?? "admin_school")),
      "user-agent": "Vitest act browser",
    },
  });

let student: number;
let course: number;

const issue = (payload: object) => call({ method: "POST", url: `user/accounts/issued-documents/${student}/`, payload });

async function rendered(id: number): Promise<IssuedDocument> {
  const db = suite.harness.database.db;
  expect(await settledJobs(db, { name: "documents.render", field: "document_id", value: id })).not.toContain("failed");
  const list = (await call({ method: "GET", url: `user/accounts/issued-documents/${student}/` })).json();
  return (list as IssuedDocument[]).find((document) => document.id === id)!;
}

async function issued(payload: object): Promise<IssuedDocument> {
  const response = await issue(payload);
  expect(response.statusCode, response.body).toBe(201);
  return rendered((response.json() as IssuedDocument).id);
}

const textOf = async (id: number) =>
  pdfText((await call({ method: "GET", url: `user/accounts/issued-document/${id}/pdf/` })).rawPayload);

beforeAll(async () => {
  const db = suite.harness.database.db;
  student = suite.school.users.student;
  await db.update(users).set({ firstName: "Айжан", lastName: "Серикова" }).where(eq(users.id, student));
  await db.update(schools).set({ timeZone: "Asia/Almaty" }).where(eq(schools.id, suite.school.id));
  course = await newCourse(db, suite.school.id, { titleRu: "Подготовка к IELTS", price: 300_000 });
  const saved = await call({
    method: "PUT",
    url: "user/school/requisites/",
    payload: { ...VALID_REQUISITES, contract_prefix: "ДОГ" },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

describe("an act of work done (form Р-1)", () => {
  it("is refused without the customer's IIN, naming the field the issue form asks for", async () => {
    const act = await newWorkAct(suite.harness.database.db, { schoolId: suite.school.id, userId: student });
    const refused = await issue({ kind: "act", language: "ru", act_id: act });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "validation_failed", fields: { customer_iin: expect.any(String) } });
    const mistyped = await issue({ kind: "act", language: "ru", act_id: act, customer_iin: "010101650019" });
    expect(mistyped.json()).toMatchObject({ fields: { customer_iin: expect.stringContaining("check digit") } });
  });

  it("prints the customer's IIN and the contract's number and date from the contract the student accepted", async () => {
    const contract = await issued({ kind: "contract", language: "ru", course_id: course, customer_iin: IIN });
    // The school's own prefix numbers its contracts.
    expect(contract.number).toBe("ДОГ-1");
    const accepted = await call({
      method: "POST",
      url: `user/accounts/issued-document/${contract.id}/accept/`,
      payload: { sha256: contract.sha256 },
      role: "student",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const acceptedAt = new Date((accepted.json() as IssuedDocument).accepted_at!);
    await rendered(contract.id);
    const contractText = await textOf(contract.id);
    expect(contractText).toContain(`ИИН/БИН: ${IIN}`);
    // The acceptance's moment in the school's zone (Asia/Almaty), as receipts print it, not UTC.
    const schoolTime = new Intl.DateTimeFormat("ru-RU", {
      dateStyle: "long",
      timeStyle: "long",
      timeZone: "Asia/Almaty",
    })
      .format(acceptedAt)
      .replace(/[\u00a0\u202f]/g, " ");
    expect(contractText).toContain(`Айжан Серикова, ${schoolTime}`);
    expect(contractText).not.toContain("UTC");

    const act = await newWorkAct(suite.harness.database.db, { schoolId: suite.school.id, userId: student });
    const document = await issued({ kind: "act", language: "ru", act_id: act });
    const pdf = (await call({ method: "GET", url: `user/accounts/issued-document/${document.id}/pdf/` })).rawPayload;
    const text = await pdfText(pdf);
    // The contract's day in the school's zone: after 19:00 UTC it is already the next day in Almaty.
    const contractDate = new Intl.DateTimeFormat("ru-RU", { dateStyle: "long", timeZone: "Asia/Almaty" }).format(
      new Date(contract.created_at),
    );
    for (const expected of [
      "Заказчик: Айжан Серикова",
      `ИИН/БИН: ${IIN}`,
      `Договор (контракт): № ДОГ-1, ${contractDate}`,
      "Количество",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Количест во");
    expect(text).not.toContain("ИИН/БИН: —");
    expect((await pdfPages(pdf)).length).toBe(1);
  });

  it("prints the payer named at issue, with the payer's IIN", async () => {
    const act = await newWorkAct(suite.harness.database.db, { schoolId: suite.school.id, userId: student });
    const payer = "Серикова Гульнара Ахметовна";
    const document = await issued({
      kind: "act",
      language: "kk",
      act_id: act,
      customer_name: payer,
      customer_iin: "800101450019",
    });
    const text = await textOf(document.id);
    expect(text).toContain(`Тапсырыс беруші: ${payer}`);
    expect(text).toContain("ЖСН/БСН: 800101450019");
    expect(text).toContain("Саны");
  });
});
