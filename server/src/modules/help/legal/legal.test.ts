import { LEGAL_PDF_MAX_BYTES } from "@school/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema/index.js";
import { demoPdf } from "../../../seed/demo-pdf.js";
import { multipartFile } from "../../../test/http-fixtures.js";
import { apiSuite, type TestSchool } from "../../../test/test-app.js";
import { consentsOf } from "./legal.queries.js";

const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";
const API = "/api/v1/help";
const pdf = demoPdf({ title: "Public offer", lines: ["Version one"] });
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

async function upload(kind: string, file: Buffer, role: Role = "admin_school", school: TestSchool = suite.school) {
  const body = multipartFile(file, "offer.pdf", "application/pdf");
  return suite.harness.app.inject({
    method: "PUT",
    url: `${API}/legal/${kind}/file/`,
    payload: body.payload,
    headers: { ...body.headers, ...(await suite.harness.authAs(school, role)) },
  });
}
const writeText = (kind: string, text: string, role: Role = "admin", school: TestSchool = suite.school) =>
  suite.as(school, role, { method: "PUT", url: `${API}/legal/${kind}/text/`, payload: { text } });
const guestInfo = (school: TestSchool = suite.school) =>
  suite.harness.app.inject({ method: "GET", url: `${API}/info/?domain=${school.domain}` });

let address = 0;
const register = (payload: Record<string, unknown>) =>
  suite.harness.app.inject({
    method: "POST",
    url: "/api/v1/user/accounts/create/",
    remoteAddress: `10.9.0.${++address}`,
    payload: {
      first_name: "Aru",
      last_name: "Guest",
      email: `consent.${address}.${process.pid}@example.kz`,
      password: "a-long-password-1",
      domain: suite.school.domain,
      ...payload,
    },
  });

describe("legal documents", () => {
  it("take a PDF by its bytes, raise its version on every change, and show it to guests of the school only", async () => {
    const first = await upload("offer", pdf);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ kind: "offer", format: "pdf", version: 1, text: "" });
    const url = first.json().url as string;
    expect(url).toMatch(/^\/media\/legal\/\d+\/offer-[0-9a-f]{16}\.pdf$/);
    const served = await suite.harness.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const second = await upload("offer", pdf, "admin");
    expect(second.json()).toMatchObject({ version: 2 });
    // The first version's file is gone once the second is in place.
    expect((await suite.harness.app.inject({ method: "GET", url })).statusCode).toBe(404);

    const info = await guestInfo();
    expect(info.statusCode).toBe(200);
    expect(info.json().documents).toEqual([
      expect.objectContaining({ kind: "offer", format: "pdf", version: 2, url: second.json().url }),
    ]);
    const other = await guestInfo(suite.other);
    expect(other.json().documents).toEqual([]);
    const signedIn = await suite.as(suite.school, "student", { method: "GET", url: `${API}/info/` });
    expect(signedIn.json().documents).toHaveLength(1);
  });

  it("refuse another type by its bytes (415) and a file over the limit (413), storing nothing", async () => {
    const disguised = await upload("patent", png);
    expect(disguised.statusCode).toBe(415);
    const oversize = await upload("patent", Buffer.concat([pdf, Buffer.alloc(LEGAL_PDF_MAX_BYTES, 32)]));
    expect(oversize.statusCode).toBe(413);
    const info = await guestInfo();
    expect(info.json().documents.map((document: { kind: string }) => document.kind)).not.toContain("patent");
  });

  it("are written as text with script stripped, read by guests; deleted ones are not found", async () => {
    const written = await writeText(
      "privacy",
      '<h2>Политика</h2><script>alert(1)</script><p onmouseover="x()">Данные <a href="javascript:alert(1)">тут</a></p>',
    );
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({ kind: "privacy", format: "text", url: null, version: 1 });
    expect(written.json().text).toBe(
      '<h2>Политика</h2><p>Данные <a target="_blank" rel="noopener noreferrer nofollow">тут</a></p>',
    );
    const read = await suite.harness.app.inject({
      method: "GET",
      url: `${API}/legal/privacy/?domain=${suite.school.domain}`,
    });
    expect(read.json()).toMatchObject({
      kind: "privacy",
      text: '<h2>Политика</h2><p>Данные <a target="_blank" rel="noopener noreferrer nofollow">тут</a></p>',
    });
    expect((await writeText("privacy", "<script>only()</script>")).statusCode).toBe(400);
    expect((await writeText("privacy", "")).statusCode).toBe(400);
    expect((await writeText("nonsense", "text")).statusCode).toBe(400);

    const deleted = await suite.as(suite.school, "admin", { method: "DELETE", url: `${API}/legal/privacy/` });
    expect(deleted.statusCode).toBe(204);
    const gone = await suite.harness.app.inject({
      method: "GET",
      url: `${API}/legal/privacy/?domain=${suite.school.domain}`,
    });
    expect(gone.statusCode).toBe(404);
    const theirs = await suite.harness.app.inject({
      method: "GET",
      url: `${API}/legal/offer/?domain=${suite.other.domain}`,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("are changed by staff only", async () => {
    for (const role of ["teacher", "student"] as const) {
      expect((await upload("requisites", pdf, role)).statusCode).toBe(403);
      expect((await writeText("requisites", "text", role)).statusCode).toBe(403);
      expect((await suite.as(suite.school, role, { method: "GET", url: `${API}/settings/` })).statusCode).toBe(403);
    }
    const guest = await suite.harness.app.inject({
      method: "PUT",
      url: `${API}/legal/requisites/text/`,
      payload: { text: "x" },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe("the support contact", () => {
  it("is set by staff, checked, and shown to guests", async () => {
    const saved = await suite.as(suite.school, "admin_school", {
      method: "PUT",
      url: `${API}/support/`,
      payload: { phone: "+7 701 123 45 67", email: "Help@School.kz", telegram: "@school_help" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ phone: "+7 701 123 45 67", email: "help@school.kz", telegram: "@school_help" });
    expect((await guestInfo()).json().support).toEqual(saved.json());
    expect((await guestInfo(suite.other)).json().support).toEqual({ phone: "", email: "", telegram: "" });
    for (const payload of [
      { phone: "call me", email: "", telegram: "" },
      { phone: "", email: "not-an-email", telegram: "" },
      { phone: "", email: "", telegram: "https://evil.example/x" },
    ]) {
      const refused = await suite.as(suite.school, "admin", { method: "PUT", url: `${API}/support/`, payload });
      expect(refused.statusCode).toBe(400);
    }
    const student = await suite.as(suite.school, "student", {
      method: "PUT",
      url: `${API}/support/`,
      payload: { phone: "", email: "", telegram: "" },
    });
    expect(student.statusCode).toBe(403);
  });
});

describe("consent at registration", () => {
  it("is required: a registration without it is refused with a field error and creates nothing", async () => {
    for (const consent of [undefined, false, "yes"]) {
      const refused = await register({ consent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toHaveProperty("consent");
    }
  });

  it("is stored with its time and each document's version as it stood", async () => {
    await writeText("personalData", "Согласие на обработку персональных данных");
    const before = new Date();
    const response = await register({ consent: true });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await suite.harness.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `consent.${address}.${process.pid}@example.kz`));
    const scope = { db: suite.harness.database.db, schoolId: suite.school.id };
    const consents = await consentsOf(scope, row!.id);
    const offerVersion = (await guestInfo()).json().documents.find((d: { kind: string }) => d.kind === "offer").version;
    expect(consents.map((consent) => [consent.kind, consent.documentVersion])).toEqual([
      ["personalData", 1],
      ["offer", offerVersion],
    ]);
    for (const consent of consents)
      expect(consent.acceptedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });
});
