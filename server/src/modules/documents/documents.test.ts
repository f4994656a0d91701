import { createHash } from "node:crypto";
import type { DocumentTemplateList, IssuedDocument } from "@school/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schoolScope } from "../../core/tenancy/scope.js";
import { conversationMessages, users } from "../../db/schema/index.js";
import { newCourse, newIssuedDocument, newPaymentTranche, newWorkAct, VALID_REQUISITES } from "../../test/factories.js";
import { pdfPages, pdfText } from "../../test/pdf-text.js";
import { settledJobs } from "../../test/queued-jobs.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { renderIssued } from "./issued.service.js";

/**
 * Documents from templates (issue 38, decision 0162): templates saved only with known placeholders; a contract, an
 * invoice and an act issued, rendered on the queue and read back from their PDFs with poppler's `pdftotext`; a
 * contract accepted once by its student, the acceptance printed on it; a student reads their own documents only.
 */
const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";

/** A call as a role, from a browser whose user agent the acceptance records. */
const call = async (input: {
  method: "GET" | "POST" | "PUT";
  url: string;
  payload?: object;
  role?: Role;
  school?: TestSchool;
}) =>
  suite.harness.app.inject({
    method: input.method,
    url: `/api/v1/${input.url}`,
    ...(input.payload ? { payload: input.payload } : {}),
    headers: {
      ...(await suite.harness.authAs(input.school ?? suite.school, input.role ?? "admin_school")),
      "user-agent": "Vitest documents browser",
    },
  });

let student: number;
let course: number;

/** Issues a document and waits for its rendering job; answers the document as listed once rendered. */
async function issued(payload: object, userId = student): Promise<IssuedDocument> {
  const response = await call({ method: "POST", url: `user/accounts/issued-documents/${userId}/`, payload });
  expect(response.statusCode, response.body).toBe(201);
  const document = response.json() as IssuedDocument;
  expect(document.status).toBe("rendering");
  return rendered(document.id, userId);
}

async function rendered(id: number, userId = student): Promise<IssuedDocument> {
  const db = suite.harness.database.db;
  expect(await settledJobs(db, { name: "documents.render", field: "document_id", value: id })).not.toContain("failed");
  const list = (
    await call({ method: "GET", url: `user/accounts/issued-documents/${userId}/` })
  ).json() as IssuedDocument[];
  return list.find((document) => document.id === id)!;
}

const pdfOf = async (id: number, role: Role = "admin_school", school?: TestSchool) =>
  call({ method: "GET", url: `user/accounts/issued-document/${id}/pdf/`, role, school });

beforeAll(async () => {
  const db = suite.harness.database.db;
  student = suite.school.users.student;
  await db.update(users).set({ firstName: "Айжан", lastName: "Серикова" }).where(eq(users.id, student));
  course = await newCourse(db, suite.school.id, {
    titleRu: "Подготовка к IELTS",
    titleKk: "IELTS-ке дайындық",
    price: 300_000,
  });
});

describe("document templates", () => {
  it("list every kind in ru, kk and en, the shipped text until the school saves its own", async () => {
    const response = await call({ method: "GET", url: "user/school/document-templates/" });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as DocumentTemplateList;
    expect(list.templates).toHaveLength(9);
    expect(list.templates.every((template) => template.is_default)).toBe(true);
    expect(list.placeholders.contract).toContain("plan.schedule");
  });

  it("refuse an unknown placeholder on save, naming it and listing the known ones", async () => {
    const body = { kind: "contract", language: "ru", body: "{{student.full_name}} {{student.passport}}" };
    const response = await call({ method: "PUT", url: "user/school/document-templates/", payload: body });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json() as { fields: { body: string } };
    expect(fields.body).toContain("{{student.passport}}");
    expect(fields.body).toContain("{{requisites.bin}}");
  });

  it("are saved by the manager, not by a teacher or a student, and never seen by another school", async () => {
    const body = { kind: "invoice", language: "en", body: "Pay {{payment.total}} for {{program.title}}." };
    for (const role of ["teacher", "student"] as const)
      expect(
        (await call({ method: "PUT", url: "user/school/document-templates/", payload: body, role })).statusCode,
      ).toBe(403);
    const saved = await call({ method: "PUT", url: "user/school/document-templates/", payload: body, role: "admin" });
    expect(saved.json()).toMatchObject({ ...body, is_default: false });
    const other = (await call({ method: "GET", url: "user/school/document-templates/", school: suite.other })).json();
    expect((other as DocumentTemplateList).templates.every((template) => template.is_default)).toBe(true);
    const reset = await call({
      method: "PUT",
      url: "user/school/document-templates/",
      payload: { ...body, body: " " },
    });
    expect(reset.json()).toMatchObject({ is_default: true, updated_at: null });
  });

  it("preview a text as a PDF before it is saved", async () => {
    const body = {
      kind: "contract",
      language: "kk",
      body: "Тапсырыс беруші: {{student.full_name}}, {{payment.total_words}}",
    };
    const response = await call({ method: "POST", url: "user/school/document-templates/preview/", payload: body });
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Тапсырыс беруші: Айжан Серикова, Үш жүз мың теңге 00 тиын");
  });
});

describe("issuing documents", () => {
  it("refuses a contract while the requisites a contract prints are missing", async () => {
    const response = await call({
      method: "POST",
      url: `user/accounts/issued-documents/${student}/`,
      payload: { kind: "contract", language: "ru", course_id: course },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "requisites_missing" });
  });

  it("renders a contract with the schedule, the sum in words and both parties, listed for the student", async () => {
    const db = suite.harness.database.db;
    expect((await call({ method: "PUT", url: "user/school/requisites/", payload: VALID_REQUISITES })).statusCode).toBe(
      200,
    );
    await newPaymentTranche(db, { schoolId: suite.school.id, userId: student });
    await newPaymentTranche(db, { schoolId: suite.school.id, userId: student });
    const contract = await issued({ kind: "contract", language: "ru", course_id: course });
    expect(contract).toMatchObject({
      kind: "contract",
      number: "Д-1",
      status: "ready",
      acceptable: true,
      accepted_at: null,
    });
    const pdf = (await pdfOf(contract.id, "student")).rawPayload;
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(contract.sha256);
    const text = await pdfText(pdf);
    for (const expected of [
      "ДОГОВОР № Д-1",
      "ТОО «Demo School», БИН 940140000385",
      "Айжан Серикова",
      "«Подготовка к IELTS»",
      "200 000,00 ₸ (Двести тысяч тенге 00 тиынов), Без НДС",
      "График платежей",
      "KZ86125KZT5004100100",
      "HSBKKZKX",
      "Директор Нурланова Айгерим Болатовна",
    ])
      expect(text).toContain(expected);
    expect((await pdfPages(pdf)).length).toBeGreaterThan(0);
  });

  it("prints every requisite and the VAT a payer includes on a Kazakh invoice", async () => {
    const payer = {
      ...VALID_REQUISITES,
      vat_payer: true,
      vat_rate: 16,
      vat_certificate_series: "60001",
      vat_certificate_number: "1234567",
    };
    expect((await call({ method: "PUT", url: "user/school/requisites/", payload: payer })).statusCode).toBe(200);
    const invoice = await issued({ kind: "invoice", language: "kk", course_id: course });
    const text = await pdfText((await pdfOf(invoice.id)).rawPayload);
    for (const expected of [
      "ТӨЛЕМГЕ АРНАЛҒАН ШОТ № СЧ-1",
      "Жеткізуші: ТОО «Demo School», БСН 940140000385",
      "Мекенжайы: Алматы, пр. Абая, 1",
      "Банк: АО «Народный Банк Казахстана»",
      "ЖСК: KZ86125KZT5004100100",
      "БСК: HSBKKZKX",
      "Кбе: 17",
      "ҚҚС бойынша есепке қою туралы куәлік: 60001 1234567",
      "Оның ішінде ҚҚС 16 %: 27 586,21 ₸",
      "Екі жүз мың теңге 00 тиын",
      "IELTS-ке дайындық",
    ])
      expect(text).toContain(expected);
    expect((await call({ method: "PUT", url: "user/school/requisites/", payload: VALID_REQUISITES })).statusCode).toBe(
      200,
    );
  });

  it("prints an act with the fields of form Р-1 under the act's own number", async () => {
    const act = await newWorkAct(suite.harness.database.db, { schoolId: suite.school.id, userId: student });
    const document = await issued({ kind: "act", language: "ru", act_id: act, customer_iin: "010101650016" });
    expect(document.number).toBe("A-1");
    const text = await pdfText((await pdfOf(document.id)).rawPayload);
    for (const expected of [
      "Форма Р-1",
      "Заказчик: Айжан Серикова",
      "Исполнитель: ТОО «Demo School», Алматы, пр. Абая, 1",
      "ИИН/БИН: 940140000385",
      "Номер документа: A-1",
      "Дата составления: 1 сентября 2026 г.",
      "Единица измерения",
      "150 000,00 ₸",
      "Сто пятьдесят тысяч тенге 00 тиынов",
      "Без НДС",
      "Сдал (Исполнитель)",
      "Принял (Заказчик)",
      "Дата подписания (принятия) работ (услуг)",
    ])
      expect(text).toContain(expected);
  });

  it("refuses an act of another student and a program-less contract, naming the field", async () => {
    const other = suite.school.users.teacher;
    const act = await newWorkAct(suite.harness.database.db, { schoolId: suite.school.id, userId: other });
    const url = `user/accounts/issued-documents/${student}/`;
    const wrongAct = await call({ method: "POST", url, payload: { kind: "act", language: "ru", act_id: act } });
    expect(wrongAct.json()).toMatchObject({ fields: { act_id: "Not found" } });
    const noProgram = await call({ method: "POST", url, payload: { kind: "contract", language: "ru" } });
    expect(noProgram.json()).toMatchObject({ fields: { course_id: "Required for this kind" } });
  });

  it("prints a placeholder's value as its characters: a name cannot fill another placeholder or carry markup", async () => {
    const db = suite.harness.database.db;
    await db.update(users).set({ lastName: "{{requisites.iik}} <b>x</b>" }).where(eq(users.id, student));
    const body = { kind: "contract", language: "en", body: "Customer: {{student.full_name}}." };
    await call({ method: "PUT", url: "user/school/document-templates/", payload: body });
    const contract = await issued({ kind: "contract", language: "en", course_id: course });
    const text = await pdfText((await pdfOf(contract.id)).rawPayload);
    expect(text).toContain("Customer: Айжан {{requisites.iik}} <b>x</b>.");
    await db.update(users).set({ lastName: "Серикова" }).where(eq(users.id, student));
    await call({ method: "PUT", url: "user/school/document-templates/", payload: { ...body, body: "" } });
  });
});

describe("a student's documents", () => {
  beforeAll(async () => {
    expect((await call({ method: "PUT", url: "user/school/requisites/", payload: VALID_REQUISITES })).statusCode).toBe(
      200,
    );
  });

  it("are read by their student and staff, not by a teacher, another student or another school", async () => {
    const contract = await issued({ kind: "contract", language: "ru", course_id: course });
    expect((await pdfOf(contract.id, "student")).statusCode).toBe(200);
    expect((await pdfOf(contract.id, "admin")).statusCode).toBe(200);
    expect((await pdfOf(contract.id, "teacher")).statusCode).toBe(403);
    expect((await pdfOf(contract.id, "student", suite.other)).statusCode).toBe(404);
    const [classmate] = await suite.harness.database.db
      .insert(users)
      .values({
        schoolId: suite.school.id,
        email: `classmate.${process.pid}@docs.kz`,
        passwordHash: "x",
        role: "student",
        firstName: "Ерлан",
      })
      .returning({ id: users.id });
    const asClassmate = { ...suite.school, users: { ...suite.school.users, student: classmate!.id } };
    expect((await pdfOf(contract.id, "student", asClassmate)).statusCode).toBe(403);
    const list = await call({
      method: "GET",
      url: `user/accounts/issued-documents/${student}/`,
      role: "student",
      school: asClassmate,
    });
    expect(list.statusCode).toBe(403);
    const accept = await call({
      method: "POST",
      url: `user/accounts/issued-document/${contract.id}/accept/`,
      payload: { sha256: contract.sha256 },
      role: "student",
      school: asClassmate,
    });
    expect(accept.statusCode).toBe(403);
  });

  it("accept a contract once: its hash, time, address and device printed on it", async () => {
    const contract = await issued({ kind: "contract", language: "ru", course_id: course });
    const url = `user/accounts/issued-document/${contract.id}/accept/`;
    const stale = await call({ method: "POST", url, payload: { sha256: "0".repeat(64) }, role: "student" });
    expect(stale.statusCode).toBe(409);
    const presses = await Promise.all(
      [1, 2, 3].map(() => call({ method: "POST", url, payload: { sha256: contract.sha256 }, role: "student" })),
    );
    expect(presses.map((press) => press.statusCode).sort()).toEqual([200, 409, 409]);
    const accepted = await rendered(contract.id);
    expect(accepted.accepted_at).not.toBeNull();
    expect(accepted.sha256).toBe(contract.sha256);
    const text = await pdfText((await pdfOf(contract.id, "student")).rawPayload);
    expect(text).toContain("Акцепт (простая электронная подпись)");
    expect(text).toContain(`SHA-256 документа: ${contract.sha256}`);
    expect(text).toContain("IP-адрес: 127.0.0.1");
    expect(text).toContain("Устройство: Vitest documents browser");
    const staffAccept = await call({ method: "POST", url, payload: { sha256: contract.sha256 }, role: "admin" });
    expect(staffAccept.statusCode).toBe(403);
  });

  it("are sent on a channel of the student's thread, linked to My files, not on an unlinked Telegram", async () => {
    const invoice = await issued({ kind: "invoice", language: "ru", course_id: course });
    const url = `user/accounts/issued-document/${invoice.id}/send/`;
    const telegram = await call({ method: "POST", url, payload: { channel: "telegram" } });
    expect(telegram.statusCode).toBe(400);
    expect(telegram.json()).toMatchObject({ fields: { channel: expect.any(String) } });
    expect((await call({ method: "POST", url, payload: { channel: "email" }, role: "teacher" })).statusCode).toBe(403);
    expect((await call({ method: "POST", url, payload: { channel: "email" } })).statusCode).toBe(204);
    const sent = await suite.harness.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.studentId, student));
    expect(sent.map((message) => [message.channel, message.body])).toContainEqual([
      "email",
      `Счёт на оплату № ${invoice.number} готов. Откройте его в разделе «Мои файлы»: ${suite.harness.deps.env.PUBLIC_URL.replace(/\/$/, "")}/my-files`,
    ]);
  });

  it("say a document that cannot be rendered is not prepared, and keep it from download", async () => {
    const db = suite.harness.database.db;
    const id = await newIssuedDocument(db, { schoolId: suite.school.id, userId: student });
    const school = schoolScope(suite.harness.deps, suite.school.id);
    await expect(renderIssued(school, id)).rejects.toThrow();
    const listed = (await call({ method: "GET", url: `user/accounts/issued-documents/${student}/` })).json();
    expect((listed as IssuedDocument[]).find((document) => document.id === id)?.status).toBe("failed");
    expect((await pdfOf(id)).statusCode).toBe(409);
  });

  it("refuse acceptance of an invoice or an act: only a contract is accepted in the app", async () => {
    const invoice = await issued({ kind: "invoice", language: "en", course_id: course });
    expect(invoice.acceptable).toBe(false);
    const response = await call({
      method: "POST",
      url: `user/accounts/issued-document/${invoice.id}/accept/`,
      payload: { sha256: invoice.sha256 },
      role: "student",
    });
    expect(response.statusCode).toBe(409);
  });
});
