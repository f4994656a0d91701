import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { controlCharacterAt, jsonTooLarge } from "../core/input-guard.js";
import { newCourse } from "./factories.js";
import { apiSuite } from "./test-app.js";

/**
 * Input that asks for nothing or nests without end (issue 20, defect 3): an update that changes nothing answers the
 * row unchanged, and a body nested deeper than the parser's limit is refused as 400, never a 500.
 */
const suite = apiSuite();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

const call = async (method: "POST" | "PATCH" | "PUT", url: string, payload: object) =>
  suite.harness.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: await suite.harness.authAs(suite.school, "admin"),
    payload,
  });

async function created(method: "POST", url: string, payload: object): Promise<Record<string, unknown>> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("an update that changes nothing", () => {
  it("answers each of the four calls with the row unchanged", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const requirement = await created("POST", "course/course/requirement-certificates/", {
      course_id: courseId,
      certificate: "IELTS",
      min_score: 6.5,
    });
    const student = suite.school.users.student;
    const tranche = await created("POST", "user/accounts/payment-tranche/", {
      user_id: student,
      amount: 400,
      due_date: "2026-09-01",
    });
    const certificate = await created("POST", "user/certificate/create/", {
      user: student,
      name: "IELTS",
      total_score: 6.5,
      language: "en",
    });
    const exam = await created("POST", "user/accounts/ielts/", {
      user_id: student,
      type: "ielts",
      results: "7.0",
      base64_content: PDF.toString("base64"),
      filename: "ielts.pdf",
      format: "application/pdf",
    });
    const unchanged: [method: "PATCH" | "PUT", url: string, body: object, before: object][] = [
      ["PATCH", `course/course/requirement-certificates/${requirement.id}/`, {}, requirement],
      ["PATCH", `user/accounts/payment-tranche/${tranche.id}/`, {}, tranche],
      ["PATCH", `user/certificate/update/${certificate.id}/`, {}, certificate],
      ["PUT", `user/accounts/ielts-update/${exam.id}/`, { format: "application/pdf" }, exam],
    ];
    const answers = [];
    for (const [method, url, body, before] of unchanged) {
      const response = await call(method, url, body);
      answers.push({
        url,
        status: response.statusCode,
        unchanged: response.statusCode === 200 && isDeepStrictEqual(response.json(), before),
      });
    }
    expect(answers).toEqual(unchanged.map(([, url]) => ({ url, status: 200, unchanged: true })));
  });

  it("still answers 404 for a row that is not there", async () => {
    const response = await call("PATCH", "user/accounts/payment-tranche/2147483000/", {});
    expect(response.statusCode).toBe(404);
  });
});

describe("deeply nested JSON", () => {
  it("is refused as 400 before anything reads it", async () => {
    const depth = 100_000;
    const response = await suite.harness.app.inject({
      method: "POST",
      url: "/api/v1/user/certificate/create/",
      headers: { ...(await suite.harness.authAs(suite.school, "admin")), "content-type": "application/json" },
      payload: `${'{"name":'.repeat(depth)}"x"${"}".repeat(depth)}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
  });
});

describe("the control-character guard", () => {
  it("walks a value nested far deeper than the parser allows without overflowing, and names the path", () => {
    let value: unknown = "bell\u0007";
    for (let depth = 0; depth < 100_000; depth += 1) value = depth % 2 === 0 ? [value] : { a: value };
    const path = controlCharacterAt(value);
    expect(path?.split(".")).toHaveLength(100_000);
    expect(controlCharacterAt({ a: ["ok", { b: "x\u0000" }] })).toBe("a.1.b");
    const limits = { depth: 64, keysPerObject: 1000 };
    expect(jsonTooLarge(`${"[".repeat(64)}"[[[{{{"${"]".repeat(64)}`, limits)).toBeNull();
    expect(jsonTooLarge(`${"[".repeat(65)}${"]".repeat(65)}`, limits)).toBe("Nested more than 64 levels deep");
  });
});
