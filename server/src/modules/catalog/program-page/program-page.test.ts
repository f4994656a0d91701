import type { CatalogCourseDetail } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { catalogSuite } from "../catalog.test-kit.js";

const { suite, ids, get } = catalogSuite();

describe("a program's page", () => {
  it("shows rounds, requirements and teachers in the asked language", async () => {
    const response = await get(`guest_course/${ids.visible}/?domain=${suite.school.domain}&translate_lang=en`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CatalogCourseDetail;
    expect(body).toMatchObject({
      id: ids.visible,
      title: "Engineering",
      full_desc: "Полностью",
      tag: { id: ids.italy, name: "Italy" },
      city: { id: ids.milan, name: "Milan" },
      degree: { id: ids.bachelor, name: "Bachelor" },
    });
    const kazakh = (await get(`detail/${ids.visible}/?translate_lang=kk`, "student")).json() as CatalogCourseDetail;
    expect([kazakh.tag?.name, kazakh.city?.name, kazakh.degree?.name]).toEqual(["Италия", "Милан", "Bachelor"]);
    expect(body.rounds.map((round) => round.is_open)).toEqual([false, true]);
    expect(body.requirement_certificates).toEqual([{ id: expect.any(Number), certificate: "IELTS", min_score: 6.5 }]);
    expect(body.teachers).toEqual([{ id: suite.school.users.teacher, first_name: expect.any(String), last_name: "" }]);
    expect(body.documents).toEqual(["Passport", "Diploma"]);
  });

  it("lists the names of the documents a program requires, or none", async () => {
    const visible = await get(`detail/${ids.visible}/`, "student");
    expect((visible.json() as CatalogCourseDetail).documents).toEqual(["Passport", "Diploma"]);
    const hidden = await get(`detail/${ids.hidden}/`, "teacher");
    expect((hidden.json() as CatalogCourseDetail).documents).toEqual([]);
  });

  it("hides hidden programs from guests and students, not from teachers and staff", async () => {
    expect((await get(`guest_course/${ids.hidden}/?domain=${suite.school.domain}`)).statusCode).toBe(404);
    expect((await get(`detail/${ids.hidden}/`, "student")).statusCode).toBe(404);
    const teacherView = await get(`detail/${ids.hidden}/?translate_lang=en`, "teacher");
    expect(teacherView.statusCode).toBe(200);
    expect(teacherView.json()).toMatchObject({ title: "Жасырын бағдарлама", show: false });
    expect((await get(`detail/${ids.hidden}/`, "admin_school")).statusCode).toBe(200);
  });

  it("answers 404 for another school's program", async () => {
    expect((await get(`guest_course/${ids.foreign}/?domain=${suite.school.domain}`)).statusCode).toBe(404);
    expect((await get(`detail/${ids.foreign}/`, "admin")).statusCode).toBe(404);
  });
});
