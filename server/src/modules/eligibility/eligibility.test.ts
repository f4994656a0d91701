import { DEGREE_ORDER, EDUCATION_DEGREES, REQUIREMENT_CERTIFICATES } from "@school/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { schoolScope } from "../../core/tenancy/scope.js";
import {
  courseDocuments,
  courseRequirementCertificates,
  programFiles,
  userCertificates,
  userEducations,
} from "../../db/schema/index.js";
import { joinProgram, newCourse, newEducation, newUserCertificate } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";
import { selectEligiblePrograms, selectEligibleStudents } from "./eligibility.queries.js";

const suite = apiSuite();
const YEAR = 2026;

type Education = { degree: (typeof EDUCATION_DEGREES)[number]; start: number; end: number | null };
type Certificate = { name: string; score: number | null };
type Profile = { educations: Education[]; certificates: Certificate[] };
type Requirements = { degree: string; years: number | null; certificates: { name: string; min: number }[] };

/** Decision 0029's words, restated as plainly as possible: the oracle the SQL rule is held to. */
function meets(profile: Profile, required: Requirements): boolean {
  const rank = (degree: string) => (DEGREE_ORDER as readonly string[]).indexOf(degree);
  const degree =
    rank(required.degree) < 0 ||
    profile.educations.some((education) => rank(education.degree) >= rank(required.degree));
  const studied = profile.educations.reduce(
    (sum, education) => sum + Math.max((education.end ?? YEAR) - education.start, 0),
    0,
  );
  const years = !required.years || studied >= required.years;
  const certificate =
    required.certificates.length === 0 ||
    required.certificates.some((wanted) =>
      profile.certificates.some((held) => held.name === wanted.name && (held.score ?? 0) >= wanted.min),
    );
  return degree && years && certificate;
}

const certificateNames = fc.constantFrom(...REQUIREMENT_CERTIFICATES.slice(0, 4));
const education = fc
  .record({
    degree: fc.constantFrom(...EDUCATION_DEGREES),
    start: fc.integer({ min: 2000, max: 2030 }),
    length: fc.integer({ min: 0, max: 8 }),
    inProgress: fc.boolean(),
  })
  .map(
    ({ degree, start, length, inProgress }): Education => ({ degree, start, end: inProgress ? null : start + length }),
  );
const certificate = fc.record({ name: certificateNames, score: fc.option(fc.integer({ min: 0, max: 9 })) });
const profile = fc.record({
  educations: fc.array(education, { maxLength: 3 }),
  certificates: fc.uniqueArray(certificate, { maxLength: 3, selector: (held) => held.name }),
});
const requirements = fc.record({
  degree: fc.constantFrom("", "Foundation year", ...EDUCATION_DEGREES),
  years: fc.option(fc.integer({ min: 0, max: 16 })),
  certificates: fc.uniqueArray(fc.record({ name: certificateNames, min: fc.integer({ min: 0, max: 9 }) }), {
    maxLength: 2,
    selector: (wanted) => wanted.name,
  }),
});

let made = 0;
async function arrange(schoolId: number, student: Profile, required: Requirements) {
  const db = suite.harness.database.db;
  made += 1;
  const studentId = await addUser(db, {
    schoolId,
    email: `eligible.${made}.${process.pid}@test.kz`,
    password: "correct-horse-42",
    role: "student",
    firstName: "Eligible",
  });
  const { educations, certificates } = student;
  for (const row of educations) await newEducation(db, { schoolId, userId: studentId, ...row });
  for (const held of certificates) {
    await newUserCertificate(db, { schoolId, userId: studentId, name: held.name, totalScore: held.score });
  }
  const courseId = await newCourse(db, schoolId, {
    requirementDegree: required.degree,
    requirementYears: required.years,
    country: "Italy",
  });
  for (const wanted of required.certificates) {
    await db
      .insert(courseRequirementCertificates)
      .values({ schoolId, courseId, certificate: wanted.name, minScore: wanted.min });
  }
  return {
    studentId,
    courseId,
    course: { id: courseId, requirementDegree: required.degree, requirementYears: required.years },
  };
}

/** Both directions of the rule for one student and one program. */
async function judge(schoolId: number, arranged: Awaited<ReturnType<typeof arrange>>) {
  const scope = schoolScope(suite.harness.deps, schoolId);
  const programs = await selectEligiblePrograms(scope, { userId: arranged.studentId, year: YEAR, limit: 10_000 });
  const students = await selectEligibleStudents(scope, {
    course: arranged.course,
    year: YEAR,
    window: { limit: 10_000, offset: 0 },
    visible: undefined,
  });
  return {
    programSide: programs.some((program) => program.id === arranged.courseId),
    studentSide: students.rows.some((row) => row.id === arranged.studentId),
  };
}

describe("the eligibility rule", () => {
  it("agrees with the decision's words, and both directions agree with each other", async () => {
    const school = await suite.harness.newSchool();
    await fc.assert(
      fc.asyncProperty(profile, requirements, async (student, required) => {
        const arranged = await arrange(school.id, student, required);
        const { programSide, studentSide } = await judge(school.id, arranged);
        expect(programSide).toBe(studentSide);
        expect(programSide).toBe(meets(student, required));
      }),
      { numRuns: 40 },
    );
  });

  it("is monotone: a student who qualifies still does after adding an education or a certificate", async () => {
    const school = await suite.harness.newSchool();
    const db = suite.harness.database.db;
    await fc.assert(
      fc.asyncProperty(profile, requirements, education, certificate, async (student, required, more, extra) => {
        const arranged = await arrange(school.id, student, required);
        const before = (await judge(school.id, arranged)).programSide;
        await db.insert(userEducations).values({
          schoolId: school.id,
          userId: arranged.studentId,
          degree: more.degree,
          professionName: "More",
          start: more.start,
          end: more.end,
          assessmentForm: "percent",
        });
        if (!student.certificates.some((held) => held.name === extra.name)) {
          await db
            .insert(userCertificates)
            .values({ schoolId: school.id, userId: arranged.studentId, name: extra.name, totalScore: extra.score });
        }
        const after = (await judge(school.id, arranged)).programSide;
        if (before) expect(after).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});

describe("eligibility calls", () => {
  it("show a student the programs they qualify for, and staff the students who qualify for a program", async () => {
    const db = suite.harness.database.db;
    const open = await newCourse(db, suite.school.id, { titleEn: "Open to all", country: "Italy" });
    const demanding = await newCourse(db, suite.school.id, {
      titleEn: "Masters only",
      requirementDegree: "magistracy",
    });
    await newCourse(db, suite.other.id, { titleEn: "Elsewhere" });
    await newEducation(db, { schoolId: suite.school.id, userId: suite.school.users.student, degree: "bachelor" });
    const mine = await suite.as(suite.school, "student", {
      method: "GET",
      url: "/api/v1/course/course/eligible/?translate_lang=en",
    });
    expect(mine.statusCode).toBe(200);
    const titles = mine.json().map((program: { title: string }) => program.title);
    expect(titles).toContain("Open to all");
    expect(titles).not.toContain("Masters only");
    expect(titles).not.toContain("Elsewhere");
    const someoneElse = await suite.as(suite.school, "student", {
      method: "GET",
      url: `/api/v1/course/course/eligible/?user_id=${suite.school.users.admin}`,
    });
    expect(someoneElse.statusCode).toBe(403);

    const qualified = await suite.as(suite.school, "admin", {
      method: "GET",
      url: `/api/v1/course/course/eligible-students/${open}/`,
    });
    expect(qualified.json().results.map((student: { id: number }) => student.id)).toContain(suite.school.users.student);
    const none = await suite.as(suite.school, "admin", {
      method: "GET",
      url: `/api/v1/course/course/eligible-students/${demanding}/`,
    });
    expect(none.json().results.map((student: { id: number }) => student.id)).not.toContain(suite.school.users.student);
    // A teacher sees only the students of the programs they teach.
    const teacherSees = async () =>
      (
        await suite.as(suite.school, "teacher", {
          method: "GET",
          url: `/api/v1/course/course/eligible-students/${open}/`,
        })
      ).json().results as { id: number }[];
    expect(await teacherSees()).toEqual([]);
    await joinProgram(db, { courseId: open, userId: suite.school.users.teacher, role: "teacher" });
    await joinProgram(db, { courseId: open, userId: suite.school.users.student, role: "student" });
    expect((await teacherSees()).map((student) => student.id)).toEqual([suite.school.users.student]);
  });

  it("give a student their application progress: statuses with history and the documents still missing", async () => {
    const db = suite.harness.database.db;
    const course = await newCourse(db, suite.school.id, { titleEn: "Milan Bachelor" });
    await db.insert(courseDocuments).values([
      { schoolId: suite.school.id, courseId: course, docName: "Passport" },
      { schoolId: suite.school.id, courseId: course, docName: "Transcript" },
    ]);
    await db.insert(programFiles).values({
      schoolId: suite.school.id,
      courseId: course,
      userId: suite.school.users.student,
      docName: "Passport",
      file: "x.pdf",
    });
    const set = await suite.as(suite.school, "admin", {
      method: "POST",
      url: "/api/v1/course/course/status/",
      payload: { user_id: suite.school.users.student, course_id: course, status: "selected" },
    });
    expect(set.statusCode).toBe(200);
    const url = `/api/v1/user/accounts/application-progress/${suite.school.users.student}/?translate_lang=en`;
    const progress = await suite.as(suite.school, "student", { method: "GET", url });
    expect(progress.statusCode).toBe(200);
    const item = progress.json().find((entry: { course_id: number }) => entry.course_id === course);
    expect(item).toMatchObject({
      title: "Milan Bachelor",
      status: "selected",
      documents: [
        { name: "Passport", handed_in: true },
        { name: "Transcript", handed_in: false },
      ],
    });
    expect(item.history).toHaveLength(1);
    const notMine = await suite.as(suite.school, "student", {
      method: "GET",
      url: `/api/v1/user/accounts/application-progress/${suite.school.users.admin}/`,
    });
    expect(notMine.statusCode).toBe(403);
  });
});
