import { DEGREE_ORDER } from "@school/contracts";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { courseRequirementCertificates, userCertificates, userEducations } from "../../db/schema/index.js";

/**
 * The one eligibility rule (decision 0029), as SQL so that both directions — the programs a student qualifies for,
 * and the students who qualify for a program — are a filter the database answers with its indexes. Each requirement
 * a program states is met or not on its own; a requirement it leaves empty is met by everyone:
 *
 * - degree: the student has an education record of that degree or a higher one (`DEGREE_ORDER`); a degree the
 *   program wrote in free text, which the order does not know, asks nothing.
 * - years: the student's education records add up to at least that many years of study (a record still in progress
 *   counts up to `year`, the current one).
 * - certificate: the program lists alternatives (IELTS 6.0 or TOEFL 80): the student holds one of them with at least
 *   its minimum score (a certificate without a score meets only a minimum of 0).
 */
export type RuleInput = {
  scope: Scope;
  /** The student: a column of the outer query (users.id) or a fixed id. */
  student: SQLWrapper;
  /** The program's id, required degree and years: columns of the outer query (courses) or fixed values. */
  course: { id: SQLWrapper; requirementDegree: SQLWrapper; requirementYears: SQLWrapper };
  /** The year a record still in progress counts up to. */
  year: number;
};

const degreeOrder = sql`array[${sql.join(
  DEGREE_ORDER.map((degree) => sql`${degree}`),
  sql`, `,
)}]::text[]`;

export function criteriaMet(input: RuleInput): Record<"degree" | "years" | "certificate", SQL<boolean>> {
  const { scope, student, course, year } = input;
  const educations = sql`${inSchool(scope, userEducations)} and ${userEducations.userId} = ${student}`;
  const requiredRank = sql`array_position(${degreeOrder}, (${course.requirementDegree})::text)`;
  return {
    degree: sql<boolean>`(${requiredRank} is null or exists (select 1 from ${userEducations} where ${educations} and array_position(${degreeOrder}, ${userEducations.degree}::text) >= ${requiredRank}))`,
    years: sql<boolean>`(coalesce((${course.requirementYears})::int, 0) = 0 or (select coalesce(sum(greatest(coalesce(${userEducations.end}, ${year}::int) - ${userEducations.start}, 0)), 0) from ${userEducations} where ${educations}) >= (${course.requirementYears})::int)`,
    certificate: sql<boolean>`(not exists (select 1 from ${courseRequirementCertificates} where ${courseRequirementCertificates.courseId} = ${course.id}) or exists (select 1 from ${courseRequirementCertificates} join ${userCertificates} on ${userCertificates.name} = ${courseRequirementCertificates.certificate} where ${courseRequirementCertificates.courseId} = ${course.id} and ${inSchool(scope, userCertificates)} and ${userCertificates.userId} = ${student} and coalesce(${userCertificates.totalScore}, 0) >= ${courseRequirementCertificates.minScore}))`,
  };
}

/** Every requirement met. */
export function qualifies(input: RuleInput): SQL<boolean> {
  const met = criteriaMet(input);
  return sql<boolean>`(${met.degree} and ${met.years} and ${met.certificate})`;
}
