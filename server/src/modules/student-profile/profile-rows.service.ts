import {
  ASSESSMENT_SCALE_MAX,
  type CertificateBody,
  type CertificateRecord,
  type CertificateUpdateBody,
  type EducationBody,
  type EducationRecord,
  type EducationUpdateBody,
  type LanguageBody,
  type LanguageRecord,
  PROFILE_ROW_LIMITS,
  type ProfileRowKind,
  SPEC_MESSAGES,
} from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { type Actor, requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { AppError, notFound } from "../../core/errors.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { changesOrKeep } from "../../core/update-set.js";
import { userCertificates, userEducations, userLanguages } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import * as queries from "./profile-rows.queries.js";

/**
 * A student's own education, languages and certificates (the education wizard, product.md sections 4 and 5): the
 * student writes their own, staff any student of the school, teachers read those of their students. Each kind holds
 * at most its row limit; the count and the insert run under a lock on the student, so the limit holds under
 * concurrency.
 */
type Target = { schoolId: number; caller: Caller };
const actorOf = (deps: Deps, target: Target): Actor => ({
  db: deps.db,
  schoolId: target.schoolId,
  caller: target.caller,
});

const notAStudent = (field: string) =>
  new AppError("not_found", "Student not found", { fields: { [field]: "Not a student of this school" } });

/** The student a call is about: the one named, else the caller; refused unless the caller may act on them. */
async function ownerOf(
  actor: Actor,
  input: { named: number | undefined; field: string; permission: "studentProfile.read" | "studentProfile.edit" },
): Promise<number> {
  const userId = input.named ?? actor.caller.userId;
  await requireAccess(actor, input.permission, { userId });
  if (!(await queries.findStudent(actor, userId))) throw notAStudent(input.field);
  return userId;
}

/** Runs `insert` for the student when they hold fewer rows of the kind than its limit. */
async function withinLimit<Row>(
  deps: Deps,
  input: { schoolId: number; userId: number; kind: ProfileRowKind; field: string },
  insert: (scope: Scope) => Promise<Row>,
): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: input.schoolId };
    if (!(await queries.lockStudent(scope, input.userId))) throw notAStudent(input.field);
    if ((await queries.countRows(scope, input.kind, input.userId)) >= PROFILE_ROW_LIMITS[input.kind]) {
      throw new AppError("unprocessable", SPEC_MESSAGES.quantityLimit, {
        fields: { [input.kind]: `At most ${PROFILE_ROW_LIMITS[input.kind]}` },
      });
    }
    return insert(scope);
  });
}

const toEducation = (row: typeof userEducations.$inferSelect): EducationRecord => ({
  id: row.id,
  degree: row.degree,
  profession_name: row.professionName,
  start: row.start,
  end: row.end,
  assessment_form: row.assessmentForm,
  score: row.score,
  user: row.userId,
});

const toCertificate = (row: typeof userCertificates.$inferSelect): CertificateRecord => ({
  id: row.id,
  name: row.name,
  total_score: row.totalScore,
  language: row.language,
  user: row.userId,
});

const toLanguage = (row: typeof userLanguages.$inferSelect): LanguageRecord => ({
  id: row.id,
  language: row.language,
  level: row.level,
  user_id: row.userId,
});

export async function listEducations(deps: Deps, target: Target & { userId?: number }) {
  const actor = actorOf(deps, target);
  const userId = await ownerOf(actor, { named: target.userId, field: "user_id", permission: "studentProfile.read" });
  return (await queries.selectEducations(actor, userId)).map(toEducation);
}

export async function createEducation(deps: Deps, target: Target & { body: EducationBody }) {
  const actor = actorOf(deps, target);
  const { user, ...fields } = target.body;
  const userId = await ownerOf(actor, { named: user, field: "user", permission: "studentProfile.edit" });
  const row = await withinLimit(
    deps,
    { ...target, userId, kind: "education", field: "user" },
    async ({ db, schoolId }) => {
      const [created] = await db
        .insert(userEducations)
        .values({
          schoolId,
          userId,
          degree: fields.degree,
          professionName: fields.profession_name,
          start: fields.start,
          end: fields.end ?? null,
          assessmentForm: fields.assessment_form,
          score: fields.score ?? null,
        })
        .returning();
      return created!;
    },
  );
  return toEducation(row);
}

/** A row by its id, once the caller may act on its student. */
async function educationFor(actor: Actor, id: number, permission: "studentProfile.read" | "studentProfile.edit") {
  const row = await queries.selectEducation(actor, id);
  if (!row) throw notFound("Education not found");
  await requireAccess(actor, permission, { userId: row.userId });
  return row;
}

export async function getEducation(deps: Deps, target: Target & { id: number }) {
  return toEducation(await educationFor(actorOf(deps, target), target.id, "studentProfile.read"));
}

export async function updateEducation(deps: Deps, target: Target & { id: number; body: EducationUpdateBody }) {
  const actor = actorOf(deps, target);
  const current = await educationFor(actor, target.id, "studentProfile.edit");
  const { body } = target;
  const next = {
    start: body.start ?? current.start,
    end: body.end === undefined ? current.end : body.end,
    assessmentForm: body.assessment_form ?? current.assessmentForm,
    score: body.score === undefined ? current.score : body.score,
  };
  // The body alone cannot see the row's other half: a new start after the stored end, a score over the stored scale.
  if (next.end !== null && next.end < next.start) {
    throw new AppError("validation_failed", "Check the data: some fields are invalid", {
      fields: { end: "must not be before start" },
    });
  }
  const highest = ASSESSMENT_SCALE_MAX[next.assessmentForm];
  if (next.score !== null && next.score > highest) {
    throw new AppError("validation_failed", "Check the data: some fields are invalid", {
      fields: { score: `at most ${highest} on this scale` },
    });
  }
  const [updated] = await deps.db
    .update(userEducations)
    .set({
      ...next,
      degree: body.degree ?? current.degree,
      professionName: body.profession_name ?? current.professionName,
    })
    .where(and(eq(userEducations.schoolId, target.schoolId), eq(userEducations.id, target.id)))
    .returning();
  return toEducation(updated!);
}

export async function deleteEducation(deps: Deps, target: Target & { id: number }) {
  const actor = actorOf(deps, target);
  await educationFor(actor, target.id, "studentProfile.edit");
  await queries.deleteRow(actor, "education", target.id);
}

export async function listCertificates(deps: Deps, target: Target & { userId?: number }) {
  const actor = actorOf(deps, target);
  const userId = await ownerOf(actor, { named: target.userId, field: "user_id", permission: "studentProfile.read" });
  return (await queries.selectCertificates(actor, userId)).map(toCertificate);
}

export async function createCertificate(deps: Deps, target: Target & { body: CertificateBody }) {
  const actor = actorOf(deps, target);
  const { user, ...fields } = target.body;
  const userId = await ownerOf(actor, { named: user, field: "user", permission: "studentProfile.edit" });
  const row = await withinLimit(
    deps,
    { ...target, userId, kind: "certificate", field: "user" },
    async ({ db, schoolId }) => {
      const [created] = await db
        .insert(userCertificates)
        .values({
          schoolId,
          userId,
          name: fields.name,
          totalScore: fields.total_score ?? null,
          language: fields.language ?? null,
        })
        .returning();
      return created!;
    },
  );
  return toCertificate(row);
}

async function certificateFor(actor: Actor, id: number, permission: "studentProfile.read" | "studentProfile.edit") {
  const row = await queries.selectCertificate(actor, id);
  if (!row) throw notFound("Certificate not found");
  await requireAccess(actor, permission, { userId: row.userId });
  return row;
}

export async function getCertificate(deps: Deps, target: Target & { id: number }) {
  return toCertificate(await certificateFor(actorOf(deps, target), target.id, "studentProfile.read"));
}

export async function updateCertificate(deps: Deps, target: Target & { id: number; body: CertificateUpdateBody }) {
  const actor = actorOf(deps, target);
  await certificateFor(actor, target.id, "studentProfile.edit");
  const { body } = target;
  const [updated] = await deps.db
    .update(userCertificates)
    .set(
      changesOrKeep(userCertificates, {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.total_score === undefined ? {} : { totalScore: body.total_score }),
        ...(body.language === undefined ? {} : { language: body.language }),
      }),
    )
    .where(and(eq(userCertificates.schoolId, target.schoolId), eq(userCertificates.id, target.id)))
    .returning();
  return toCertificate(updated!);
}

export async function deleteCertificate(deps: Deps, target: Target & { id: number }) {
  const actor = actorOf(deps, target);
  await certificateFor(actor, target.id, "studentProfile.edit");
  await queries.deleteRow(actor, "certificate", target.id);
}

export async function listLanguages(deps: Deps, target: Target & { userId?: number }) {
  const actor = actorOf(deps, target);
  const userId = await ownerOf(actor, { named: target.userId, field: "user_id", permission: "studentProfile.read" });
  return (await queries.selectLanguages(actor, userId)).map(toLanguage);
}

/** A language is listed once per student (its level is changed by removing and adding it again). */
export async function addLanguage(deps: Deps, target: Target & { body: LanguageBody }) {
  const actor = actorOf(deps, target);
  const { user_id, language, level } = target.body;
  const userId = await ownerOf(actor, { named: user_id, field: "user_id", permission: "studentProfile.edit" });
  const row = await withinLimit(
    deps,
    { ...target, userId, kind: "language", field: "user_id" },
    async ({ db, schoolId }) => {
      const listed = await queries.selectLanguages({ db, schoolId }, userId);
      if (listed.some((known) => known.language === language)) {
        throw new AppError("conflict", "This language is already listed", {
          fields: { language: "Already listed" },
        });
      }
      const [created] = await db.insert(userLanguages).values({ schoolId, userId, language, level }).returning();
      return created!;
    },
  );
  return toLanguage(row);
}

export async function deleteLanguage(deps: Deps, target: Target & { id: number }) {
  const actor = actorOf(deps, target);
  const row = await queries.selectLanguage(actor, target.id);
  if (!row) throw notFound("Language not found");
  await requireAccess(actor, "studentProfile.edit", { userId: row.userId });
  await queries.deleteRow(actor, "language", target.id);
}
