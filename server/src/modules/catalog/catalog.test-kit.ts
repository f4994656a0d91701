import type { CatalogPage, SignedInRole } from "@school/contracts";
import { beforeAll, expect } from "vitest";
import { courseDocuments, courseMembers, courseRounds } from "../../db/schema/index.js";
import { newCourse, newCourseDocument, newDictionaryEntry, newRequirementCertificate } from "../../test/factories.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { testSchoolToday } from "../../test/test-clock.js";

/** Helpers shared by the catalogue's list and program page tests (not a test file itself). */

type Named = "italy" | "hungary" | "milan" | "bachelor" | "visible" | "hidden" | "unverified" | "foreign";

/**
 * A test file's app and two schools (`apiSuite`) holding a small catalogue: a visible program with rounds, members,
 * requirements and named dictionary entries, a hidden one, an unverified one and another school's; with calls under
 * `/api/v1/course/course/` as a guest or one of the school's roles.
 */
export function catalogSuite() {
  const suite = apiSuite({ publicUrl: "https://catalog.example.kz/" });
  const ids = {} as Record<Named, number>;

  const get = async (path: string, role?: SignedInRole, as: TestSchool = suite.school) =>
    suite.harness.app.inject({
      method: "GET",
      url: `/api/v1/course/course/${path}`,
      headers: role ? await suite.harness.authAs(as, role) : {},
    });
  const page = async (path: string, role?: SignedInRole) => {
    const response = await get(path, role);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CatalogPage;
  };
  const idsOf = (body: CatalogPage) => body.results.map((card) => card.id).sort((left, right) => left - right);

  beforeAll(async () => {
    const db = suite.harness.database.db;
    const italy = await newDictionaryEntry(db, suite.school.id, "tag", { ru: "Италия", kk: "Италия", en: "Italy" });
    const hungary = await newDictionaryEntry(db, suite.school.id, "tag", "Hungary");
    // No Kazakh name: Kazakh readers see the Russian one.
    const milan = await newDictionaryEntry(db, suite.school.id, "city", { ru: "Милан", en: "Milan" });
    // Only an English name: every language shows it.
    const bachelor = await newDictionaryEntry(db, suite.school.id, "degree", { en: "Bachelor" });
    Object.assign(ids, { italy, hungary, milan, bachelor });
    ids.visible = await newCourse(db, suite.school.id, {
      tagId: italy,
      cityId: milan,
      degreeId: bachelor,
      titleRu: "Инженерия",
      titleEn: "Engineering",
      titleKk: "",
      cost: 30_000,
      price: 3_000,
      order: 1,
    });
    // Only a Kazakh title: every language falls back to it.
    ids.hidden = await newCourse(db, suite.school.id, {
      tagId: italy,
      show: false,
      cost: 90_000,
      price: 9_000,
      order: 2,
      titleRu: "",
      titleKk: "Жасырын бағдарлама",
    });
    ids.unverified = await newCourse(db, suite.school.id, {
      tagId: hungary,
      canSort: true,
      cost: 10_000,
      price: 1_000,
    });
    ids.foreign = await newCourse(db, suite.other.id, { cost: 500_000, price: 50_000 });
    const today = testSchoolToday();
    await db.insert(courseRounds).values([
      { schoolId: suite.school.id, courseId: ids.visible, startsOn: "2000-01-01", endsOn: "2000-02-01" },
      { schoolId: suite.school.id, courseId: ids.visible, startsOn: today, endsOn: "2999-12-31" },
    ]);
    await db.insert(courseMembers).values([
      { schoolId: suite.school.id, courseId: ids.visible, userId: suite.school.users.teacher, role: "teacher" },
      { schoolId: suite.school.id, courseId: ids.hidden, userId: suite.school.users.teacher, role: "teacher" },
      { schoolId: suite.school.id, courseId: ids.hidden, userId: suite.school.users.student, role: "student" },
      { schoolId: suite.school.id, courseId: ids.visible, userId: suite.school.users.student, role: "student" },
    ]);
    await newRequirementCertificate(db, suite.school.id, ids.visible);
    await newCourseDocument(db, suite.school.id, ids.visible);
    await db.insert(courseDocuments).values({ schoolId: suite.school.id, courseId: ids.visible, docName: "Diploma" });
  });

  return { suite, ids, get, page, idsOf };
}
