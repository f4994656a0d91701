import { describe, expect, it } from "vitest";
import { multipartFile, multipartParts } from "../../../test/http-fixtures.js";
import { PDF, PNG, type Role, recordSuite } from "../record-fixtures.js";

const { suite, call, newStudent } = recordSuite();

describe("documents", () => {
  it("stores a PDF with its fields, refuses another type (415) and a file over 20 MB (413), storing nothing", async () => {
    const student = await newStudent();
    const upload = async (
      body: { payload: Buffer; headers: Record<string, string> },
      role: Role = "admin",
      id = student.id,
    ) =>
      suite.harness.app.inject({
        method: "POST",
        url: `/api/v1/user/accounts/upload_doc/${id}/`,
        headers: { ...(await suite.harness.authAs(suite.school, role)), ...body.headers },
        payload: body.payload,
      });
    const stored = await upload(
      multipartParts([
        { name: "doc_type", value: "passport" },
        { name: "expires_on", value: "2030-01-31" },
        { name: "file", file: PDF, filename: "passport.pdf", type: "application/pdf" },
      ]),
    );
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({ doc_type: "passport", expires_on: "2030-01-31", format: "application/pdf" });
    expect((await upload(multipartFile(Buffer.from("<html></html>"), "x.pdf", "application/pdf"))).statusCode).toBe(
      415,
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024 + 10)]);
    expect((await upload(multipartFile(huge, "big.png", "image/png"))).statusCode).toBe(413);
    const list = (await call("GET", `accounts/upload_doc/${student.id}/`, "admin")).json() as { id: number }[];
    expect(list).toHaveLength(1);
    const files = (await call("GET", `accounts/get_all_files/${student.id}/`, "admin")).json() as object[];
    expect(files).toHaveLength(1);
    // A student uploads their own documents, never another student's.
    expect(
      (await upload(multipartFile(PDF, "own.pdf", "application/pdf"), "student", suite.school.users.student))
        .statusCode,
    ).toBe(201);
    expect((await upload(multipartFile(PDF, "other.pdf", "application/pdf"), "student")).statusCode).toBe(403);
    expect((await call("DELETE", `accounts/delete_doc/${list[0]!.id}/`, "student")).statusCode).toBe(403);
    expect((await call("DELETE", `accounts/delete_doc/${list[0]!.id}/`, "admin")).statusCode).toBe(204);
  });
});
