import { SIGNED_IN_ROLES } from "@school/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { RESOURCE_TABLES, type ResourceKind } from "../core/tenancy/resources.js";
import { ALL_ROUTES } from "../modules/index.js";
import {
  newApplicationStatus,
  newAutomationRule,
  newCourse,
  newCourseDocument,
  newCoursePayment,
  newDictionaryEntry,
  newEducation,
  newExercise,
  newExerciseList,
  newGroup,
  newHomework,
  newIssuedDocument,
  newLesson,
  newOfflinePayment,
  newPaymentTranche,
  newProgramFile,
  newReceipt,
  newRequirementCertificate,
  newRound,
  newScheduleLesson,
  newStaffTask,
  newStudentDocument,
  newStudentExam,
  newUserCertificate,
  newUserLanguage,
  newWorkAct,
  newWorkDay,
} from "./factories.js";
import { apiSuite } from "./test-app.js";

/**
 * Walks every route the app registered (read from Fastify, not a hand-kept list) and proves the access rules:
 * no token → 401 on protected routes, a role not allowed → 403, another school's object → 404.
 * Every later feature's routes are walked automatically.
 */
const suite = apiSuite();
/** For each kind of school-owned object, one object in the other school. New kinds must be added here. */
let otherSchoolObjects: Record<ResourceKind, number>;

beforeAll(async () => {
  const db = suite.harness.database.db;
  const course = await newCourse(db, suite.other.id);
  const lesson = await newLesson(db, { schoolId: suite.other.id, courseId: course });
  const exerciseList = await newExerciseList(db, { schoolId: suite.other.id, lessonId: lesson });
  const otherPayment = await newCoursePayment(db, {
    schoolId: suite.other.id,
    courseId: course,
    userId: suite.other.users.student,
  });
  otherSchoolObjects = {
    user: suite.other.users.student,
    course,
    round: await newRound(db, suite.other.id, course),
    requirementCertificate: await newRequirementCertificate(db, suite.other.id, course),
    courseDocument: await newCourseDocument(db, suite.other.id, course),
    programFile: await newProgramFile(db, {
      schoolId: suite.other.id,
      courseId: course,
      userId: suite.other.users.student,
    }),
    studentDocument: await newStudentDocument(db, { schoolId: suite.other.id, userId: suite.other.users.student }),
    paymentTranche: await newPaymentTranche(db, { schoolId: suite.other.id, userId: suite.other.users.student }),
    workAct: await newWorkAct(db, { schoolId: suite.other.id, userId: suite.other.users.student }),
    payment: otherPayment,
    offlinePayment: await newOfflinePayment(db, {
      schoolId: suite.other.id,
      courseId: course,
      userId: suite.other.users.student,
    }),
    receipt: await newReceipt(db, { schoolId: suite.other.id, paymentId: otherPayment }),
    studentExam: await newStudentExam(db, { schoolId: suite.other.id, userId: suite.other.users.student }),
    lesson,
    exerciseList,
    exercise: await newExercise(db, { schoolId: suite.other.id, exListId: exerciseList }),
    homework: await newHomework(db, { schoolId: suite.other.id, courseId: course, userId: suite.other.users.student }),
    group: await newGroup(db, { schoolId: suite.other.id, courseId: course }),
    tag: await newDictionaryEntry(db, suite.other.id, "tag"),
    degree: await newDictionaryEntry(db, suite.other.id, "degree"),
    format: await newDictionaryEntry(db, suite.other.id, "format"),
    univer: await newDictionaryEntry(db, suite.other.id, "univer"),
    spec: await newDictionaryEntry(db, suite.other.id, "spec"),
    city: await newDictionaryEntry(db, suite.other.id, "city"),
    univerTag: await newDictionaryEntry(db, suite.other.id, "univerTag"),
    applicationStatus: await newApplicationStatus(db, {
      schoolId: suite.other.id,
      courseId: course,
      userId: suite.other.users.student,
    }),
    scheduleLesson: await newScheduleLesson(db, { schoolId: suite.other.id, teacherId: suite.other.users.teacher }),
    workDay: await newWorkDay(db, { schoolId: suite.other.id, teacherId: suite.other.users.teacher }),
    userEducation: await newEducation(db, { schoolId: suite.other.id, userId: suite.other.users.student }),
    userCertificate: await newUserCertificate(db, { schoolId: suite.other.id, userId: suite.other.users.student }),
    userLanguage: await newUserLanguage(db, { schoolId: suite.other.id, userId: suite.other.users.student }),
    staffTask: await newStaffTask(db, { schoolId: suite.other.id, assigneeId: suite.other.users.admin }),
    automationRule: await newAutomationRule(db, { schoolId: suite.other.id }),
    issuedDocument: await newIssuedDocument(db, { schoolId: suite.other.id, userId: suite.other.users.student }),
  };
});

const fill = (url: string, value: (param: string) => number) =>
  url.replace(/:(\w+)/g, (_match, param: string) => String(value(param)));

describe("every API route", () => {
  it("is the same set the modules declare, and every resource kind has a fixture", () => {
    expect(suite.harness.app.apiRoutes.length).toBe(ALL_ROUTES.length);
    expect(Object.keys(otherSchoolObjects).sort()).toEqual(Object.keys(RESOURCE_TABLES).sort());
  });

  it("refuses guests, wrong roles and other schools' objects", async () => {
    const failures: string[] = [];
    for (const { method, url, def } of suite.harness.app.apiRoutes) {
      const ownUrl = fill(url, (param) => (def.resources?.[param] ? suite.school.users.student : 1));
      const request = (headers: Record<string, string>, target = ownUrl) =>
        suite.harness.app.inject({ method: method as "GET", url: target, headers });

      if (!def.access.includes("guest")) {
        const response = await request({});
        if (response.statusCode !== 401) failures.push(`${method} ${url} without token: ${response.statusCode}`);
      }
      const refusedRoles = def.access.includes("guest")
        ? []
        : SIGNED_IN_ROLES.filter((role) => !def.access.includes(role));
      for (const role of refusedRoles) {
        const response = await request(await suite.harness.authAs(suite.school, role));
        if (response.statusCode !== 403) failures.push(`${method} ${url} as ${role}: ${response.statusCode}`);
      }
      const resources = def.resources ?? {};
      const allowed = SIGNED_IN_ROLES.find((role) => def.access.includes(role));
      if (Object.keys(resources).length > 0 && allowed) {
        const foreignUrl = fill(url, (param) => {
          const kind = resources[param];
          return kind ? otherSchoolObjects[kind] : 1;
        });
        const response = await request(await suite.harness.authAs(suite.school, allowed), foreignUrl);
        if (response.statusCode !== 404)
          failures.push(`${method} ${url} other school's object: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("lets no teacher at money: payments, their history, tranches, acts and balances (decision 0053)", async () => {
    const money = suite.harness.app.apiRoutes.filter(
      ({ def }) =>
        // The caller's own purchases (payment.readOwn) and the provider's signed notifications (payment.notify, a
        // guest call) are not money data about students.
        (def.permission.startsWith("payment.") && !["payment.readOwn", "payment.notify"].includes(def.permission)) ||
        /payment-tranche|avr|balance/.test(def.path),
    );
    // Every spec call of the money areas is among them, so a new one cannot slip past this test unnoticed.
    for (const path of [
      "pay/list_pay/{id}/",
      "pay/list_history_pay/",
      "user/accounts/payment-tranche/",
      "user/accounts/avr/",
    ]) {
      expect(money.map(({ def }) => def.path)).toContain(path);
    }
    const teacher = await suite.harness.authAs(suite.school, "teacher");
    const failures: string[] = [];
    for (const { method, url, def } of money) {
      if (def.access.includes("teacher")) failures.push(`${method} ${url} allows teachers (${def.permission})`);
      const response = await suite.harness.app.inject({
        method: method as "GET",
        url:
          fill(url, () => suite.school.users.student) +
          (url.includes("?") ? "" : `?user_id=${suite.school.users.student}`),
        headers: teacher,
      });
      if (response.statusCode !== 403) failures.push(`${method} ${url} as teacher: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers errors as {detail, code} JSON without stack traces", async () => {
    const response = await suite.harness.app.inject({ method: "GET", url: "/api/v1/user/accounts/get_user_profile/" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: expect.any(String), code: "not_authenticated" });
    const unknown = await suite.harness.app.inject({ method: "GET", url: "/api/v1/no/such/route/" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "not_found" });
  });
});
