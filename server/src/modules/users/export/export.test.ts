import { USER_EXPORT_COLUMNS } from "@school/contracts";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../core/csv.js";
import { catalogTags, users } from "../../../db/schema/index.js";
import { apiSuite } from "../../../test/test-app.js";

const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";
const tag = `Export${process.pid}`;

const call = async (
  method: "GET" | "POST",
  url: string,
  options: { role?: Role; payload?: object; other?: boolean } = {},
) =>
  suite.harness.app.inject({
    method,
    url: `/api/v1/user/accounts/${url}`,
    headers: await suite.harness.authAs(options.other ? suite.other : suite.school, options.role ?? "admin"),
    ...(options.payload ? { payload: options.payload } : {}),
  });
const add = (name: string, extra: object, other = false) =>
  call("POST", "manager_create/", {
    other,
    payload: { first_name: name, last_name: "Экспортова", email: `${name}.${process.pid}@export.kz`, ...extra },
  });

describe("user list export", () => {
  it("writes every user the filters select, in the language asked for, as CSV and XLSX", async () => {
    const responsible = suite.school.users.admin;
    for (const name of ["anna", "bota", "cara"]) {
      expect(
        (await add(name, { packages: [tag], country: "Kazakhstan", responsible, package_cost: 1000 })).statusCode,
      ).toBe(201);
    }
    expect((await add("dina", { packages: ["Other"] })).statusCode).toBe(201);
    expect((await add("erin", { packages: [tag] }, true)).statusCode).toBe(201);

    const csv = await call("GET", `list/export/?format=csv&translate_lang=kk&packages=${tag}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain("attachment;");
    expect(csv.body.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(csv.body);
    expect(header?.slice(0, 5)).toEqual(["Тегі", "Аты", "Эл. пошта", "Телефон", "Рөлі"]);
    expect(rows.map((row) => row[1]).sort()).toEqual(["anna", "bota", "cara"]);
    expect(rows[0]).toContain("Қазақстан");
    expect(rows[0]).toContain(tag);
    expect(rows[0]?.[header!.indexOf("Жауапты менеджер")]).toMatch(/^admin /);

    const xlsx = await call("GET", `list/export/?format=xlsx&translate_lang=en&packages=${tag}&q=anna`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Last name");
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe("anna");
    expect(sheet.getRow(2).getCell(5).value).toBe("Student");
  });

  it("names the countries of study as the school's tags do in the language asked for", async () => {
    const studied = `Countries${process.pid}`;
    const country = `Italy${process.pid}`;
    await suite.harness.database.db
      .insert(catalogTags)
      .values({ schoolId: suite.school.id, nameRu: `Италия${process.pid}`, nameKk: "", nameEn: country });
    expect((await add("ilia", { packages: [studied], countries: [country, "Atlantis"] })).statusCode).toBe(201);
    const columnOf = async (language: string) => {
      const csv = await call("GET", `list/export/?format=csv&translate_lang=${language}&packages=${studied}`);
      const [, row] = parseCsv(csv.body);
      return row?.[Object.keys(USER_EXPORT_COLUMNS).indexOf("countries")];
    };
    expect(await columnOf("ru")).toBe(`Италия${process.pid}; Atlantis`);
    // No Kazakh name: the tag's name in the next language, as the dictionary shows it.
    expect(await columnOf("kk")).toBe(`Италия${process.pid}; Atlantis`);
    expect(await columnOf("en")).toBe(`${country}; Atlantis`);
  });

  it("leaves an export line in the audit log of every user it hands out, and of no one else", async () => {
    const audited = `Audited${process.pid}`;
    for (const name of ["fara", "gala"]) expect((await add(name, { packages: [audited] })).statusCode).toBe(201);
    expect((await add("hana", { packages: ["Other"] })).statusCode).toBe(201);
    const linesOf = async (name: string) => {
      const [user] = await suite.harness.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${name}.${process.pid}@export.kz`));
      const log = await call("GET", `audit-log/${user!.id}/`, { role: "admin_school" });
      return (log.json() as { results: { action: string; call: string; actor_id: number }[] }).results;
    };

    const csv = await call("GET", `list/export/?format=csv&translate_lang=en&packages=${audited}`);
    expect(csv.statusCode).toBe(200);
    for (const name of ["fara", "gala"]) {
      expect(await linesOf(name)).toEqual([
        expect.objectContaining({
          action: "export",
          call: "GET user/accounts/list/export/",
          actor_id: suite.school.users.admin,
        }),
      ]);
    }
    expect(await linesOf("hana")).toEqual([]);
    // A refused export (a bad filter) hands out nothing and logs nothing.
    expect((await call("GET", `list/export/?format=pdf&packages=${audited}`)).statusCode).toBe(400);
    expect(await linesOf("fara")).toHaveLength(1);
  });

  it("answers the list's own 400 for a bad filter, 403 to teachers and students", async () => {
    expect((await call("GET", "list/export/?format=pdf")).statusCode).toBe(400);
    expect((await call("GET", "list/export/?academic_year=2026")).statusCode).toBe(400);
    expect((await call("GET", "list/export/", { role: "teacher" })).statusCode).toBe(403);
    expect((await call("GET", "list/export/", { role: "student" })).statusCode).toBe(403);
  });

  it("holds every matching user past one batch, never another school's", async () => {
    const bulk = Array.from({ length: 2100 }, (_, index) => ({
      schoolId: suite.school.id,
      email: `bulk${index}.${process.pid}@export.kz`,
      passwordHash: "x",
      role: "student" as const,
      firstName: `Bulk${index}`,
      lastName: "Many",
    }));
    await suite.harness.database.db.insert(users).values(bulk);
    const csv = await call("GET", "list/export/?format=csv&translate_lang=en&role=student");
    const [, ...rows] = parseCsv(csv.body);
    const emails = rows.map((row) => row[2]);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.filter((email) => email?.startsWith("bulk"))).toHaveLength(2100);
    expect(csv.body).not.toContain("erin.");
    expect(csv.body).toContain("anna.");
  });
});
