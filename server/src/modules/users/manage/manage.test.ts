import { describe, expect, it } from "vitest";
import { apiSuite } from "../../../test/test-app.js";
import { accountsCall, type Role } from "../users.test-kit.js";

const suite = apiSuite();
const unique = (name: string) => `${name}.${process.pid}@users-manage.kz`;

const call = accountsCall(suite);
const create = (payload: object, role: Role = "admin") => call("POST", "manager_create/", role, payload);

describe("manager_create", () => {
  it("adds a student to the caller's school, whatever the body says of the school", async () => {
    const response = await create({
      first_name: "Dana",
      last_name: "Kairatova",
      email: unique("Dana.K"),
      phone: "+77011234567",
    });
    expect(response.statusCode).toBe(201);
    const user = response.json() as { id: number; role: string; school_id: number; email: string; phone: string };
    expect(user).toMatchObject({ role: "student", school_id: suite.school.id, email: unique("dana.k") });
    const sneaky = await create({ first_name: "A", last_name: "B", email: unique("sneaky"), school_id: 999 });
    expect(sneaky.statusCode).toBe(400);
  });

  it("refuses a phone without +7, naming the field, and a duplicate e-mail or phone", async () => {
    const bad = await create({ first_name: "A", last_name: "B", email: unique("bad.phone"), phone: "87011234567" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { fields: Record<string, string> }).fields)).toContain("phone");
    const missing = await create({ first_name: "A", email: unique("no.last") });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys((missing.json() as { fields: Record<string, string> }).fields)).toContain("last_name");
    await create({ first_name: "A", last_name: "B", email: unique("first"), phone: "+77019998877" });
    const sameEmail = await create({ first_name: "A", last_name: "B", email: unique("FIRST") });
    expect(sameEmail.statusCode).toBe(409);
    expect((sameEmail.json() as { fields: Record<string, string> }).fields).toHaveProperty("email");
    const samePhone = await create({ first_name: "A", last_name: "B", email: unique("second"), phone: "+77019998877" });
    expect(samePhone.statusCode).toBe(409);
    expect((samePhone.json() as { fields: Record<string, string> }).fields).toHaveProperty("phone");
  });

  it("adds only roles below the caller's and is refused to teachers and students", async () => {
    const body = (role: string, name: string) => ({ first_name: "A", last_name: "B", email: unique(name), role });
    expect((await create(body("admin", "peer"), "admin")).statusCode).toBe(403);
    expect((await create(body("admin_school", "boss"), "admin")).statusCode).toBe(403);
    expect((await create(body("admin", "manager"), "admin_school")).statusCode).toBe(201);
    expect((await create(body("teacher", "teacher1"), "admin")).statusCode).toBe(201);
    expect((await create(body("student", "t-made"), "teacher")).statusCode).toBe(403);
    expect((await create(body("student", "s-made"), "student")).statusCode).toBe(403);
  });
});

describe("manager_update and delete", () => {
  const newStudent = async (name: string) =>
    ((await create({ first_name: name, last_name: "Test", email: unique(name) })).json() as { id: number }).id;

  it("changes name, e-mail and phone, never the role, and 404s another school's user", async () => {
    const id = await newStudent("upd");
    const changed = await call("PATCH", `manager_update/${id}/`, "admin", {
      first_name: "Renamed",
      phone: "+77050001122",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, first_name: "Renamed", phone: "+77050001122", role: "student" });
    expect((await call("PATCH", `manager_update/${id}/`, "admin", { role: "admin" })).statusCode).toBe(400);
    const own = await call("PATCH", `manager_update/${suite.school.users.admin}/`, "admin", { role: "admin_school" });
    expect(own.statusCode).toBe(400);
    expect((await call("PATCH", `manager_update/${id}/`, "admin", { phone: "7050001122" })).statusCode).toBe(400);
    const other = await call("PATCH", `manager_update/${suite.other.users.student}/`, "admin", { first_name: "X" });
    expect(other.statusCode).toBe(404);
    expect((await call("PATCH", `manager_update/${id}/`, "teacher", { first_name: "X" })).statusCode).toBe(403);
    // A manager does not edit the school admin.
    const up = await call("PATCH", `manager_update/${suite.school.users.admin_school}/`, "admin", { first_name: "X" });
    expect(up.statusCode).toBe(403);
  });

  it("deletes a student, not oneself, not another school's user", async () => {
    const id = await newStudent("del");
    expect((await call("DELETE", `delete/${id}/`, "student")).statusCode).toBe(403);
    expect((await call("DELETE", `delete/${suite.other.users.student}/`, "admin")).statusCode).toBe(404);
    expect((await call("DELETE", `delete/${suite.school.users.admin}/`, "admin")).statusCode).toBe(403);
    expect((await call("DELETE", `delete/${id}/`, "admin")).statusCode).toBe(204);
    expect((await call("DELETE", `delete/${id}/`, "admin")).statusCode).toBe(404);
  });
});

describe("get_profile", () => {
  it("shows a user to staff and a student their own record only", async () => {
    const student = suite.school.users.student;
    const response = await call("GET", `get_profile/${student}/`, "admin");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: student, role: "student", school_id: suite.school.id });
    expect((await call("GET", `get_profile/${student}/`, "student")).statusCode).toBe(200);
    expect((await call("GET", `get_profile/${suite.school.users.teacher}/`, "student")).statusCode).toBe(403);
    expect((await call("GET", `get_profile/${student}/`, "teacher")).statusCode).toBe(403);
    expect((await call("GET", `get_profile/${suite.other.users.student}/`, "admin_school")).statusCode).toBe(404);
  });
});
