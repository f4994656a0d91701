import { describe, expect, it } from "vitest";
import { recordSuite } from "../record-fixtures.js";

const { call, newStudent } = recordSuite();

describe("comments and the communication history", () => {
  it("keeps comments and contacts, newest first, comments listed apart", async () => {
    const student = await newStudent();
    await call("POST", "accounts/comment_create/", "admin", {
      user_id: student.id,
      text: "Called about the visa",
      channel: "call",
    });
    await call("POST", "accounts/comment_create/", "admin", { user_id: student.id, text: "Wants Bologna" });
    const all = (await call("GET", `accounts/communication_list/${student.id}/`, "admin")).json() as {
      count: number;
      results: { text: string; author: string }[];
    };
    expect(all.count).toBe(2);
    expect(all.results[0]).toMatchObject({ text: "Wants Bologna" });
    const comments = (await call("GET", `accounts/comment_list/${student.id}/`, "admin")).json() as { count: number };
    expect(comments.count).toBe(1);
    expect((await call("GET", `accounts/comment_list/${student.id}/`, "student")).statusCode).toBe(403);
    expect(
      (await call("POST", "accounts/comment_create/", "admin", { user_id: student.id, text: "" })).statusCode,
    ).toBe(400);
  });
});
