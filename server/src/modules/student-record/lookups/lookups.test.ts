import { describe, expect, it } from "vitest";
import { recordSuite } from "../record-fixtures.js";

const { suite, call } = recordSuite();

describe("the school's figures and pickers", () => {
  it("answers selectors, staff, balance and bot stats for staff only", async () => {
    const selectors = (await call("GET", "selectors/", "admin")).json() as {
      steps: string[];
      academic_years: string[];
    };
    expect(selectors.steps[0]).toBe("consultation");
    expect(selectors.academic_years.length).toBeGreaterThan(0);
    const staff = (await call("GET", "accounts/admins-list/", "admin")).json() as { id: number }[];
    expect(staff.map((row) => row.id)).toContain(suite.school.users.admin);
    expect(staff.map((row) => row.id)).not.toContain(suite.school.users.student);
    expect((await call("GET", "accounts/balance/", "admin")).json()).toMatchObject({ students: expect.any(Number) });
    expect((await call("GET", "stats/bot-stats/", "admin")).statusCode).toBe(200);
    expect((await call("GET", "accounts/balance/", "teacher")).statusCode).toBe(403);
    expect((await call("GET", "accounts/avr/count/", "admin")).json()).toMatchObject({ count: expect.any(Number) });
  });
});
