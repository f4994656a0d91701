import { EDUCATION_DEGREES, LANGUAGE_LEVELS, REQUIREMENT_CERTIFICATES } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { newCourse, newRequirementCertificate } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";
import { api } from "../course.test-kit.js";

const suite = apiSuite();

const certificates = api("requirement-certificates/");

describe("requirement options", () => {
  it("lists education degrees, the spec's certificates and language levels", async () => {
    const response = await suite.as(suite.school, "student", { method: "GET", url: api("requirements/") });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      education_degrees: [...EDUCATION_DEGREES],
      certificates: [...REQUIREMENT_CERTIFICATES],
      language_levels: ["A2", "B1", "B2", "C1", "C2"],
    });
    expect(LANGUAGE_LEVELS).toHaveLength(5);
    expect(REQUIREMENT_CERTIFICATES).toHaveLength(23);
  });
});

describe("required certificates", () => {
  it("are added, changed and removed by staff, and shown in the program's detail", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const added = await suite.as(suite.school, "admin", {
      method: "POST",
      url: certificates,
      payload: { course_id: courseId, certificate: "IELTS", min_score: 6.5 },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as number;
    expect(added.json()).toEqual({ id, course_id: courseId, certificate: "IELTS", min_score: 6.5 });

    const changed = await suite.as(suite.school, "admin_school", {
      method: "PATCH",
      url: api(`requirement-certificates/${id}/`),
      payload: { min_score: 7 },
    });
    expect(changed.json()).toEqual({ id, course_id: courseId, certificate: "IELTS", min_score: 7 });
    const detail = await suite.as(suite.school, "admin", { method: "GET", url: api(`get_detail_course/${courseId}/`) });
    expect(detail.json().requirement_certificates).toEqual([changed.json()]);

    const removed = await suite.as(suite.school, "admin", { method: "DELETE", url: certificates, payload: { id } });
    expect(removed.statusCode).toBe(204);
    const again = await suite.as(suite.school, "admin", { method: "DELETE", url: certificates, payload: { id } });
    expect(again.statusCode).toBe(404);
  });

  it("refuses an unknown certificate, a negative score, missing fields and the same certificate twice", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    for (const [payload, field] of [
      [{ course_id: courseId, certificate: "Cambridge Toaster", min_score: 5 }, "certificate"],
      [{ course_id: courseId, certificate: "TOEFL", min_score: -1 }, "min_score"],
      [{ course_id: courseId, certificate: "TOEFL", min_score: "80" }, "min_score"],
      [{ certificate: "TOEFL", min_score: 80 }, "course_id"],
    ] as const) {
      const response = await suite.as(suite.school, "admin", { method: "POST", url: certificates, payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields, field).toHaveProperty(field);
    }
    const first = { course_id: courseId, certificate: "TOEFL", min_score: 80 };
    expect(
      (await suite.as(suite.school, "admin", { method: "POST", url: certificates, payload: first })).statusCode,
    ).toBe(201);
    const twice = await suite.as(suite.school, "admin", { method: "POST", url: certificates, payload: first });
    expect(twice.statusCode).toBe(409);
    const noBody = await suite.as(suite.school, "admin", { method: "DELETE", url: certificates, payload: {} });
    expect(noBody.statusCode).toBe(400);
  });

  it("refuses teachers and students", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    for (const role of ["teacher", "student"] as const) {
      const payload = { course_id: courseId, certificate: "SAT", min_score: 1200 };
      expect((await suite.as(suite.school, role, { method: "POST", url: certificates, payload })).statusCode).toBe(403);
    }
  });

  it("another school cannot see, add to, change or delete them", async () => {
    const foreignCourse = await newCourse(suite.harness.database.db, suite.other.id);
    const foreign = await newRequirementCertificate(suite.harness.database.db, suite.other.id, foreignCourse);
    const added = await suite.as(suite.school, "admin", {
      method: "POST",
      url: certificates,
      payload: { course_id: foreignCourse, certificate: "IELTS", min_score: 5 },
    });
    expect(added.statusCode).toBe(404);
    const changed = await suite.as(suite.school, "admin", {
      method: "PATCH",
      url: api(`requirement-certificates/${foreign}/`),
      payload: { min_score: 1 },
    });
    expect(changed.statusCode).toBe(404);
    const removed = await suite.as(suite.school, "admin", {
      method: "DELETE",
      url: certificates,
      payload: { id: foreign },
    });
    expect(removed.statusCode).toBe(404);
  });
});

describe("required documents", () => {
  it("are named by staff once per program and shown in the detail", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const added = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`doc/${courseId}/`),
      payload: { doc_name: "Apostilled diploma" },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      course_id: courseId,
      doc_name: "Apostilled diploma",
      doc_name_kk: "",
      doc_name_en: "",
    });
    const twice = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`doc/${courseId}/`),
      payload: { doc_name: "Apostilled diploma" },
    });
    expect(twice.statusCode).toBe(409);
    const empty = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`doc/${courseId}/`),
      payload: { doc_name: "" },
    });
    expect(empty.statusCode).toBe(400);
    const detail = await suite.as(suite.school, "admin", { method: "GET", url: api(`get_detail_course/${courseId}/`) });
    expect(detail.json().documents).toEqual([added.json()]);
    const asTeacher = await suite.as(suite.school, "teacher", {
      method: "POST",
      url: api(`doc/${courseId}/`),
      payload: { doc_name: "Passport" },
    });
    expect(asTeacher.statusCode).toBe(403);
    const foreignCourse = await newCourse(suite.harness.database.db, suite.other.id);
    const foreign = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`doc/${foreignCourse}/`),
      payload: { doc_name: "Passport" },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
