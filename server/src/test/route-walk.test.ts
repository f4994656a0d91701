import { SIGNED_IN_ROLES } from "@school/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCE_TABLES, type ResourceKind } from "../core/tenancy/resources.js";
import { ALL_ROUTES } from "../modules/index.js";
import {
  newCourse,
  newCourseDocument,
  newDictionaryEntry,
  newExercise,
  newExerciseList,
  newGroup,
  newHomework,
  newLesson,
  newProgramFile,
  newRequirementCertificate,
  newRound,
} from "./factories.js";
import { createTestApp, type TestApp, type TestSchool } from "./test-app.js";

/**
 * Walks every route the app registered (read from Fastify, not a hand-kept list) and proves the access rules:
 * no token → 401 on protected routes, a role not allowed → 403, another school's object → 404.
 * Every later feature's routes are walked automatically.
 */
let harness: TestApp;
let home: TestSchool;
let other: TestSchool;
/** For each kind of school-owned object, one object in the other school. New kinds must be added here. */
let otherSchoolObjects: Record<ResourceKind, number>;

beforeAll(async () => {
  harness = await createTestApp();
  home = await harness.newSchool();
  other = await harness.newSchool();
  const db = harness.database.db;
  const course = await newCourse(db, other.id);
  const lesson = await newLesson(db, { schoolId: other.id, courseId: course });
  const exerciseList = await newExerciseList(db, { schoolId: other.id, lessonId: lesson });
  otherSchoolObjects = {
    user: other.users.student,
    course,
    round: await newRound(db, other.id, course),
    requirementCertificate: await newRequirementCertificate(db, other.id, course),
    courseDocument: await newCourseDocument(db, other.id, course),
    programFile: await newProgramFile(db, { schoolId: other.id, courseId: course, userId: other.users.student }),
    lesson,
    exerciseList,
    exercise: await newExercise(db, { schoolId: other.id, exListId: exerciseList }),
    homework: await newHomework(db, { schoolId: other.id, courseId: course, userId: other.users.student }),
    group: await newGroup(db, { schoolId: other.id, courseId: course }),
    tag: await newDictionaryEntry(db, other.id, "tag"),
    degree: await newDictionaryEntry(db, other.id, "degree"),
    format: await newDictionaryEntry(db, other.id, "format"),
    univer: await newDictionaryEntry(db, other.id, "univer"),
    spec: await newDictionaryEntry(db, other.id, "spec"),
    city: await newDictionaryEntry(db, other.id, "city"),
    univerTag: await newDictionaryEntry(db, other.id, "univerTag"),
  };
});
afterAll(() => harness.close());

const fill = (url: string, value: (param: string) => number) =>
  url.replace(/:(\w+)/g, (_match, param: string) => String(value(param)));

describe("every API route", () => {
  it("is the same set the modules declare, and every resource kind has a fixture", () => {
    expect(harness.app.apiRoutes.length).toBe(ALL_ROUTES.length);
    expect(Object.keys(otherSchoolObjects).sort()).toEqual(Object.keys(RESOURCE_TABLES).sort());
  });

  it("refuses guests, wrong roles and other schools' objects", async () => {
    const failures: string[] = [];
    for (const { method, url, def } of harness.app.apiRoutes) {
      const ownUrl = fill(url, (param) => (def.resources?.[param] ? home.users.student : 1));
      const request = (headers: Record<string, string>, target = ownUrl) =>
        harness.app.inject({ method: method as "GET", url: target, headers });

      if (!def.access.includes("guest")) {
        const response = await request({});
        if (response.statusCode !== 401) failures.push(`${method} ${url} without token: ${response.statusCode}`);
      }
      const refusedRoles = def.access.includes("guest")
        ? []
        : SIGNED_IN_ROLES.filter((role) => !def.access.includes(role));
      for (const role of refusedRoles) {
        const response = await request(await harness.authAs(home, role));
        if (response.statusCode !== 403) failures.push(`${method} ${url} as ${role}: ${response.statusCode}`);
      }
      const resources = def.resources ?? {};
      const allowed = SIGNED_IN_ROLES.find((role) => def.access.includes(role));
      if (Object.keys(resources).length > 0 && allowed) {
        const foreignUrl = fill(url, (param) => {
          const kind = resources[param];
          return kind ? otherSchoolObjects[kind] : 1;
        });
        const response = await request(await harness.authAs(home, allowed), foreignUrl);
        if (response.statusCode !== 404)
          failures.push(`${method} ${url} other school's object: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers errors as {detail, code} JSON without stack traces", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/v1/user/accounts/get_user_profile/" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: expect.any(String), code: "not_authenticated" });
    const unknown = await harness.app.inject({ method: "GET", url: "/api/v1/no/such/route/" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "not_found" });
  });
});
