import { PG_INTEGER_MAX } from "@school/contracts";
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  applicationStatuses,
  automationRules,
  catalogCities,
  catalogDegrees,
  catalogFormats,
  catalogSpecialities,
  catalogTags,
  catalogUniversities,
  catalogUniverTags,
  courseDocuments,
  courseRequirementCertificates,
  courseRounds,
  courses,
  exerciseLists,
  exercises,
  homeworks,
  issuedDocuments,
  lessons,
  offlinePayments,
  paymentReceipts,
  payments,
  paymentTranches,
  programFiles,
  scheduleLessons,
  staffTasks,
  studentDocuments,
  studentExams,
  studyGroups,
  userCertificates,
  userEducations,
  userLanguages,
  users,
  workActs,
  workDays,
} from "../../db/schema/index.js";
import { AppError } from "../errors.js";
import { preparedInSchool } from "./prepared-in-school.js";
import { byId, type Scope } from "./scope.js";

type Owned = PgTable & { id: PgColumn; schoolId: PgColumn };

/**
 * Every kind of school-owned object a path can name, with its table. Routes name their path parameters'
 * kinds; one check proves each object belongs to the caller's school before the handler runs.
 * Each feature adds its tables here; the route-walk test then needs an object of the kind in another school.
 */
export const RESOURCE_TABLES = {
  user: users,
  course: courses,
  round: courseRounds,
  requirementCertificate: courseRequirementCertificates,
  courseDocument: courseDocuments,
  programFile: programFiles,
  studentDocument: studentDocuments,
  paymentTranche: paymentTranches,
  workAct: workActs,
  payment: payments,
  offlinePayment: offlinePayments,
  receipt: paymentReceipts,
  studentExam: studentExams,
  lesson: lessons,
  exerciseList: exerciseLists,
  exercise: exercises,
  homework: homeworks,
  group: studyGroups,
  tag: catalogTags,
  degree: catalogDegrees,
  format: catalogFormats,
  univer: catalogUniversities,
  spec: catalogSpecialities,
  city: catalogCities,
  univerTag: catalogUniverTags,
  applicationStatus: applicationStatuses,
  scheduleLesson: scheduleLessons,
  workDay: workDays,
  userEducation: userEducations,
  userCertificate: userCertificates,
  userLanguage: userLanguages,
  staffTask: staffTasks,
  automationRule: automationRules,
  issuedDocument: issuedDocuments,
} satisfies Record<string, Owned>;

export type ResourceKind = keyof typeof RESOURCE_TABLES;

export async function assertOwnedResources(
  db: Db,
  schoolId: number | null,
  resources: Record<string, ResourceKind>,
  params: unknown,
): Promise<void> {
  const values = (params ?? {}) as Record<string, string>;
  for (const [param, kind] of Object.entries(resources)) {
    const id = Number(values[param]);
    if (schoolId === null || !Number.isInteger(id) || id <= 0 || id > PG_INTEGER_MAX) throw missing(kind);
    const found = await OWNED_ROW[kind]({ db, schoolId }, { id });
    if (found.length === 0) throw missing(kind);
  }
}

/** The check of each kind, asked before most calls that name an object: prepared. */
const OWNED_ROW = Object.fromEntries(
  Object.entries(RESOURCE_TABLES).map(([kind, table]: [string, Owned]) => [
    kind,
    preparedInSchool(`owned_${kind}`, (scope, name) =>
      scope.db
        .select({ id: table.id })
        .from(table)
        .where(byId(scope, table, sql.placeholder("id") as unknown as number))
        .limit(1)
        .prepare(name),
    ),
  ]),
) as Record<ResourceKind, (scope: Scope, input: { id: number }) => Promise<{ id: unknown }[]>>;

const missing = (kind: string) => new AppError("not_found", `${kind[0]?.toUpperCase()}${kind.slice(1)} not found`);
