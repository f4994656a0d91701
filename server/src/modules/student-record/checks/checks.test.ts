import { FINANCE_FIELDS } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { recordSuite } from "../record-fixtures.js";

const { call, newStudent } = recordSuite();

describe("finance and apostille documents", () => {
  it("checks and unchecks documents and tells the checking state", async () => {
    const student = await newStudent();
    const empty = (await call("GET", `communicate/finance/?user_id=${student.id}`, "admin")).json() as Record<
      string,
      unknown
    >;
    expect(empty.state).toBe("not_checked");
    expect(FINANCE_FIELDS.filter((field) => empty[field] === false)).toHaveLength(23);
    const some = await call("POST", "communicate/finance/", "admin", {
      user_id: student.id,
      finance_student_bank_account_1: true,
      finance_family_certificate_local: true,
    });
    expect(some.json()).toMatchObject({ state: "checked", finance_student_bank_account_1: true });
    const all = await call("POST", "communicate/finance/", "admin", {
      user_id: student.id,
      ...Object.fromEntries(FINANCE_FIELDS.map((field) => [field, true])),
    });
    expect(all.json()).toMatchObject({ state: "all_checked" });
    const apostille = await call("POST", "communicate/apostille/", "admin", {
      user_id: student.id,
      apostille_birth_certificate_first: true,
      apostille_birth_certificate_second: false,
    });
    expect(apostille.json()).toMatchObject({
      apostille_birth_certificate_first: true,
      apostille_birth_certificate_second: false,
      state: "checked",
    });
    const unknown = await call("POST", "communicate/apostille/", "admin", { user_id: student.id, apostille_x: true });
    expect(unknown.statusCode).toBe(400);
  });
});
