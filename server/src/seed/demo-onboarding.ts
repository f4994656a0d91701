import { and, eq, like, ne } from "drizzle-orm";
import type { Db } from "../db/client.js";
import {
  courseRequirementCertificates,
  courses,
  userCertificates,
  userEducations,
  userLanguages,
  users,
} from "../db/schema/index.js";

/**
 * The demo's onboarding (decision 0029): Zhanel has just joined and has not taken the tour (signing in as her shows
 * the onboarding tour and the education wizard); every other demo student has. Two of the demo classmates filled in
 * their education, so the programs' eligible students and each one's eligible programs differ. Schools and
 * universities are proper names, the same in every language.
 */
export const NEW_DEMO_STUDENT = "newstudent@demo.kz";
export const DEMO_STUDENTS = [
  { email: NEW_DEMO_STUDENT, role: "student", firstName: "Zhanel", lastName: "Sultanova" },
] as const;

type Education = Omit<typeof userEducations.$inferInsert, "schoolId" | "userId">;
const PROFILES: Record<
  string,
  { educations: Education[]; languages: [string, string][]; certificates: [string, number][] }
> = {
  "dana@demo.kz": {
    educations: [
      {
        degree: "school",
        professionName: "NIS Almaty",
        start: 2011,
        end: 2019,
        assessmentForm: "five_point",
        score: 4.9,
      },
      {
        degree: "bachelor",
        professionName: "KBTU, Information Systems",
        start: 2019,
        end: 2023,
        assessmentForm: "gpa",
        score: 3.6,
      },
    ],
    languages: [
      ["en", "B2"],
      ["kk", "C2"],
    ],
    certificates: [["IELTS", 7]],
  },
  "timur@demo.kz": {
    educations: [
      {
        degree: "school",
        professionName: "Lyceum No. 165, Almaty",
        start: 2013,
        end: 2024,
        assessmentForm: "percent",
        score: 86,
      },
    ],
    languages: [["en", "B1"]],
    certificates: [["TOEFL", 72]],
  },
};

/** What the demo programs ask for: Italian bachelors want 12 years and a language test, masters a bachelor's. */
const REQUIREMENTS: { order: number; degree: string; years: number | null; certificates: [string, number][] }[] = [
  {
    order: 0,
    degree: "school",
    years: 11,
    certificates: [
      ["IELTS", 6],
      ["TOEFL", 80],
    ],
  },
  { order: 1, degree: "bachelor", years: null, certificates: [["IELTS", 6.5]] },
  { order: 2, degree: "school", years: 12, certificates: [["IELTS", 6]] },
  {
    order: 3,
    degree: "bachelor",
    years: null,
    certificates: [
      ["IELTS", 6.5],
      ["TOEFL", 90],
    ],
  },
];

export async function seedDemoOnboarding(db: Db, schoolId: number): Promise<void> {
  // Every demo student but the newcomer has taken the tour (an older demo's Arman included).
  await db
    .update(users)
    .set({ firstVisit: true })
    .where(
      and(
        eq(users.schoolId, schoolId),
        eq(users.role, "student"),
        eq(users.firstVisit, false),
        like(users.email, "%@demo.kz"),
        ne(users.email, NEW_DEMO_STUDENT),
      ),
    );
  for (const [email, profile] of Object.entries(PROFILES)) {
    const [student] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.email, email)));
    if (!student) continue;
    const [filled] = await db
      .select({ id: userEducations.id })
      .from(userEducations)
      .where(eq(userEducations.userId, student.id))
      .limit(1);
    if (filled) continue;
    const owner = { schoolId, userId: student.id };
    await db.transaction(async (tx) => {
      await tx.insert(userEducations).values(profile.educations.map((education) => ({ ...education, ...owner })));
      await tx.insert(userLanguages).values(
        profile.languages.map(([language, level]) => ({
          ...owner,
          language: language as (typeof userLanguages.$inferInsert)["language"],
          level: level as (typeof userLanguages.$inferInsert)["level"],
        })),
      );
      await tx
        .insert(userCertificates)
        .values(profile.certificates.map(([name, totalScore]) => ({ ...owner, name, totalScore, language: "en" })));
    });
  }
  await seedDemoRequirements(db, schoolId);
}

/** Requirements for the first demo programs, once: only while the school has no required certificate at all. */
async function seedDemoRequirements(db: Db, schoolId: number): Promise<void> {
  const [any] = await db
    .select({ id: courseRequirementCertificates.id })
    .from(courseRequirementCertificates)
    .where(eq(courseRequirementCertificates.schoolId, schoolId))
    .limit(1);
  if (any) return;
  const programs = await db
    .select({ id: courses.id, requirementDegree: courses.requirementDegree })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(courses.order, courses.id)
    .limit(REQUIREMENTS.length);
  await db.transaction(async (tx) => {
    for (const [index, program] of programs.entries()) {
      const required = REQUIREMENTS[index]!;
      if (program.requirementDegree !== "") continue;
      await tx
        .update(courses)
        .set({ requirementDegree: required.degree, requirementYears: required.years })
        .where(eq(courses.id, program.id));
      await tx.insert(courseRequirementCertificates).values(
        required.certificates.map(([certificate, minScore]) => ({
          schoolId,
          courseId: program.id,
          certificate,
          minScore,
        })),
      );
    }
  });
}
