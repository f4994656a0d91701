import { describe, expect, it } from "vitest";
import { PDF, recordSuite } from "../record-fixtures.js";

const { suite, call, newStudent } = recordSuite();

describe("IELTS and TOLC", () => {
  it("records a test with its certificate, checks it and refuses wrong files", async () => {
    const student = await newStudent();
    const created = await call("POST", "accounts/ielts/", "admin", {
      user_id: student.id,
      type: "ielts",
      teacher_id: suite.school.users.teacher,
      present: true,
      results: "7.0",
      date: "2026-05-10",
      base64_content: PDF.toString("base64"),
      filename: "ielts.pdf",
      format: "application/pdf",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      type: "ielts",
      format: "application/pdf",
      teacher_id: suite.school.users.teacher,
    });
    const check = (await call("GET", `accounts/check-ielts/?user_id=${student.id}`, "admin")).json();
    expect(check).toMatchObject({ present: true, exam: { results: "7.0" } });
    expect((await call("GET", `accounts/check-tolc/?user_id=${student.id}`, "admin")).json()).toMatchObject({
      present: false,
      exam: null,
    });
    const text = await call("POST", "accounts/ielts/", "admin", {
      user_id: student.id,
      type: "tolc",
      base64_content: Buffer.from("just text, no magic").toString("base64"),
      filename: "x.pdf",
    });
    expect(text.statusCode).toBe(415);
    const notTeacher = await call("POST", "accounts/ielts/", "admin", {
      user_id: student.id,
      type: "tolc",
      teacher_id: suite.school.users.student,
    });
    expect(notTeacher.statusCode).toBe(400);
    const id = (created.json() as { id: number }).id;
    const updated = await call("PUT", `accounts/ielts-update/${id}/`, "admin", { results: "7.5" });
    expect(updated.json()).toMatchObject({ results: "7.5" });
    expect((await call("DELETE", `accounts/ielts/?id=${id}`, "admin")).statusCode).toBe(204);
    expect((await call("GET", `accounts/ielts/?user_id=${student.id}`, "admin")).json()).toEqual([]);
  });
});
