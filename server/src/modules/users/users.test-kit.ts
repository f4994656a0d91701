import { beforeAll } from "vitest";
import { type ApiSuite, TEST_PASSWORD } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";

export type Role = "admin_school" | "admin" | "teacher" | "student";

/** Calls `/api/v1/user/accounts/<url>` as one role of the suite's school, with a JSON body when given. */
export function accountsCall(suite: ApiSuite) {
  return async (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, role: Role, payload?: object) =>
    suite.harness.app.inject({
      method,
      url: `/api/v1/user/accounts/${url}`,
      headers: await suite.harness.authAs(suite.school, role),
      ...(payload ? { payload } : {}),
    });
}

/**
 * Two teachers and two students with names to sort and search by, added to the suite's school before its tests
 * (a `beforeAll`, registered after the suite's own): their ids, filled in then.
 */
export function namedPeople(suite: ApiSuite): Record<"zhanna" | "bolat" | "aigerim" | "nurlan", number> {
  const people = {} as Record<"zhanna" | "bolat" | "aigerim" | "nurlan", number>;
  beforeAll(async () => {
    const add = (role: "teacher" | "student", name: { first: string; last: string; email: string }) =>
      addUser(suite.harness.database.db, {
        schoolId: suite.school.id,
        role,
        firstName: name.first,
        lastName: name.last,
        email: `${name.email}.${process.pid}@users-test.kz`,
        password: TEST_PASSWORD,
      });
    people.zhanna = await add("teacher", { first: "Zhanna", last: "Abenova", email: "zhanna" });
    people.bolat = await add("teacher", { first: "Bolat", last: "Zhakupov", email: "bolat" });
    people.aigerim = await add("student", { first: "Aigerim", last: "Serikova", email: "aigerim.s" });
    people.nurlan = await add("student", { first: "Nurlan", last: "Omarov", email: "nurlan_o" });
  });
  return people;
}
