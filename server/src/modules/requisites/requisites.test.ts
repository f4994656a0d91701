import { REQUIRED_REQUISITES, REQUISITE_PROBLEMS, type SchoolRequisites, VAT_RATE_DEFAULT } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.js";
import { schoolScope } from "../../core/tenancy/scope.js";
import { VALID_REQUISITES } from "../../test/factories.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { requireRequisites } from "./requisites.service.js";

/**
 * The school's requisites (issue 38, decision 0158): read and saved by whoever manages the school, each code checked
 * with the contract's checks (a refused save changes nothing), never another school's, and required by a document.
 */
const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";
const URL = "/api/v1/user/school/requisites/";

const read = async (school: TestSchool = suite.school, role: Role = "admin_school") =>
  suite.as(school, role, { method: "GET", url: URL });
const save = async (payload: object, school: TestSchool = suite.school, role: Role = "admin_school") =>
  suite.as(school, role, { method: "PUT", url: URL, payload });

describe("the school's requisites", () => {
  it("are empty and all missing before the first save", async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      legal_name: "",
      bin: "",
      vat_payer: false,
      vat_rate: null,
      missing: [...REQUIRED_REQUISITES],
      updated_at: null,
    });
  });

  it("are saved by the manager, codes as typed (spaces, lower case), and read back with nothing missing", async () => {
    const response = await save(
      { ...VALID_REQUISITES, iik: "kz86 125k zt50 0410 0100", bik: "hsbkkzkx" },
      suite.school,
      "admin",
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = (await read()).json() as SchoolRequisites;
    expect(saved).toMatchObject({ ...VALID_REQUISITES, vat_rate: null, missing: [] });
    expect(saved.updated_at).not.toBeNull();
  });

  it("give a VAT payer the default rate unless one is named, and a non-payer none", async () => {
    const payer = (await save({ ...VALID_REQUISITES, vat_payer: true, vat_certificate_series: "60001" })).json();
    expect(payer).toMatchObject({ vat_payer: true, vat_rate: VAT_RATE_DEFAULT, vat_certificate_series: "60001" });
    expect((await save({ ...VALID_REQUISITES, vat_payer: true, vat_rate: 16 })).json()).toMatchObject({ vat_rate: 16 });
    const none = (await save({ ...VALID_REQUISITES, vat_rate: 16, vat_certificate_series: "60001" })).json();
    expect(none).toMatchObject({ vat_payer: false, vat_rate: null, vat_certificate_series: "" });
  });

  it("name what is left empty as missing", async () => {
    const response = await save({ ...VALID_REQUISITES, bank_name: "", iik: "", kbe: "" });
    expect((response.json() as SchoolRequisites).missing).toEqual(["bank_name", "iik", "kbe"]);
    await save(VALID_REQUISITES);
  });

  it("refuse a wrong BIN, IIK, BIK or Kbe field by field, and change nothing", async () => {
    const before = (await read()).json();
    const response = await save({
      ...VALID_REQUISITES,
      legal_name: "Другое имя",
      bin: "940140000384",
      iik: "KZ87125KZT5004100100",
      bik: "HSBKRUMM",
      kbe: "31",
      vat_payer: true,
      vat_rate: 120,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "validation_failed",
      fields: {
        bin: REQUISITE_PROBLEMS.bin_checksum,
        iik: REQUISITE_PROBLEMS.iik_checksum,
        bik: REQUISITE_PROBLEMS.bik_country,
        kbe: REQUISITE_PROBLEMS.kbe_format,
        vat_rate: REQUISITE_PROBLEMS.vat_rate,
      },
    });
    const formats = await save({ ...VALID_REQUISITES, bin: "12345", iik: "KZ12", bik: "HSBK" });
    expect(formats.json()).toMatchObject({
      fields: {
        bin: REQUISITE_PROBLEMS.bin_format,
        iik: REQUISITE_PROBLEMS.iik_format,
        bik: REQUISITE_PROBLEMS.bik_format,
      },
    });
    expect((await save({ ...VALID_REQUISITES, unknown: "x" })).statusCode).toBe(400);
    expect((await read()).json()).toEqual(before);
  });

  it("are refused to teachers and students", async () => {
    for (const role of ["teacher", "student"] as const) {
      expect((await read(suite.school, role)).statusCode).toBe(403);
      expect((await save(VALID_REQUISITES, suite.school, role)).statusCode).toBe(403);
    }
  });

  it("are never another school's", async () => {
    expect((await read(suite.other)).json()).toMatchObject({ legal_name: "", missing: [...REQUIRED_REQUISITES] });
    await save({ ...VALID_REQUISITES, legal_name: "ТОО «Другая школа»", bin: "971240001315" }, suite.other);
    expect((await read()).json()).toMatchObject({ legal_name: VALID_REQUISITES.legal_name, bin: VALID_REQUISITES.bin });
    expect((await read(suite.other)).json()).toMatchObject({ legal_name: "ТОО «Другая школа»" });
  });
});

describe("a document's requisites", () => {
  it("are handed to it when filled, and a 400 names the missing ones otherwise", async () => {
    const scope = schoolScope(suite.harness.deps, suite.school.id);
    expect(await requireRequisites(scope, { for: "contract" })).toMatchObject({ bin: VALID_REQUISITES.bin, kbe: "17" });
    await save({ ...VALID_REQUISITES, iik: "", bik: "" });
    expect(await requireRequisites(scope, { for: "act" })).toMatchObject({ legalName: VALID_REQUISITES.legal_name });
    const refusal = await requireRequisites(scope, { for: "invoice" }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: "requisites_missing",
      status: 400,
      message: expect.stringContaining("an invoice: IIK, BIK"),
      fields: { iik: "Required for an invoice", bik: "Required for an invoice" },
    });
  });
});
