import { expect } from "vitest";
import { apiSuite } from "../../test/test-app.js";

export type Role = "admin_school" | "admin" | "teacher" | "student";
export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A PDF's first bytes are enough for its type to be recognised by them. */
export const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n")]);
export const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

export const fieldsOf = (response: { json(): unknown }) =>
  Object.keys((response.json() as { fields?: object }).fields ?? {});

/**
 * A test file's app and two schools (`apiSuite`), with calls under `/api/v1/user/` as one of the school's roles and a
 * new student made through `manager_create/` with the record fields given.
 */
export function recordSuite() {
  const suite = apiSuite();
  const unique = (name: string) => `${name}.${process.pid}@student-record.kz`;
  const call = async (method: Method, url: string, role: Role, payload?: object, school = suite.school) =>
    suite.harness.app.inject({
      method,
      url: `/api/v1/user/${url}`,
      headers: await suite.harness.authAs(school, role),
      ...(payload ? { payload } : {}),
    });
  async function newStudent(fields: object = {}) {
    const response = await call("POST", "accounts/manager_create/", "admin", {
      first_name: "Aruzhan",
      last_name: "Serikova",
      email: unique(`s${Math.random().toString(36).slice(2, 8)}`),
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; record: Record<string, unknown> };
  }
  return { suite, call, newStudent };
}
