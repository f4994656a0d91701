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
import { requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError, notFound } from "../../core/errors.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { changesOrKeep } from "../../core/update-set.js";
import { userCertificates, type userEducations, type userLanguages } from "../../db/schema/index.js";
import * as queries from "./profile-rows.queries.js";

/**
 * A student's own education, languages and certificates (the education wizard, product.md sections 4 and 5): the
 * student writes their own, staff any student of the school, teachers read those of their students. Each kind holds
 * at most its row limit; the count and the insert run under a lock on the student, so the limit holds under
 * concurrency.
 */
type Permission = "studentProfile.read" | "studentProfile.edit";

const notAStudent = (field: string) =>
  new AppError("not_found", "Student not found", { fields: { [field]: "Not a student of this school" } });

/** The student a call is about: the one named, else the caller; refused unless the caller may act on them. */
async function ownerOf(
  actor: Actor,
  input: { named: number | undefined; field: string; permission: Permission },
): Promise<number> {
  const userId = input.named ?? actor.caller.userId;
  await requireAccess(actor, input.permission, { userId });
  if (!(await queries.findStudent(actor, userId))) throw notAStudent(input.field);
  return userId;
}

/** The row read by its id, once the caller may act on its student; `missing` names it in the 404. */
async function ownedRow<Row extends { userId: number }>(
  actor: Actor,
  found: { row: Row | undefined; missing: string; permission: Permission },
): Promise<Row> {
  if (!found.row) throw notFound(`${found.missing} not found`);
  await requireAccess(actor, found.permission, { userId: found.row.userId });
  return found.row;
}

/** Runs `insert` for the student when they hold fewer rows of the kind than its limit. */
async function withinLimit<Row>(
  actor: Actor,
  input: { userId: number; kind: ProfileRowKind; field: string; insert: (tx: Actor) => Promise<Row> },
): Promise<Row> {
  return inTransaction(actor, async (tx) => {
    if (!(await queries.lockStudent(tx, input.userId))) throw notAStudent(input.field);
    if ((await queries.countRows(tx, input)) >= PROFILE_ROW_LIMITS[input.kind]) {
      throw new AppError("unprocessable", SPEC_MESSAGES.quantityLimit, {
        fields: { [input.kind]: `At most ${PROFILE_ROW_LIMITS[input.kind]}` },
      });
    }
    return input.insert(tx);
  });
}

export const toEducation = (row: typeof userEducations.$inferSelect): EducationRecord => ({
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

/** Whose rows a list shows: the student named, else the caller. */
type ListInput = { userId?: number };

const readableOwner = (actor: Actor, input: ListInput) =>
  ownerOf(actor, { named: input.userId, field: "user_id", permission: "studentProfile.read" });

export async function listEducations(actor: Actor, input: ListInput) {
  return (await queries.selectEducations(actor, await readableOwner(actor, input))).map(toEducation);
}

export async function createEducation(actor: Actor, body: EducationBody) {
  const { user, ...fields } = body;
  const userId = await ownerOf(actor, { named: user, field: "user", permission: "studentProfile.edit" });
  const row = await withinLimit(actor, {
    userId,
    kind: "education",
    field: "user",
    insert: (tx) =>
      queries.insertEducation(tx, {
        userId,
        degree: fields.degree,
        professionName: fields.profession_name,
        start: fields.start,
        end: fields.end ?? null,
        assessmentForm: fields.assessment_form,
        score: fields.score ?? null,
      }),
  });
  return toEducation(row);
}

const educationFor = async (actor: Actor, input: { id: number; permission: Permission }) =>
  ownedRow(actor, { row: await queries.selectEducation(actor, input.id), missing: "Education", ...input });

export async function getEducation(actor: Actor, id: number) {
  return toEducation(await educationFor(actor, { id, permission: "studentProfile.read" }));
}

export async function updateEducation(actor: Actor, input: { id: number; body: EducationUpdateBody }) {
  const current = await educationFor(actor, { id: input.id, permission: "studentProfile.edit" });
  const { body } = input;
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
  const updated = await queries.updateEducation(actor, {
    id: input.id,
    changes: {
      ...next,
      degree: body.degree ?? current.degree,
      professionName: body.profession_name ?? current.professionName,
    },
  });
  return toEducation(updated);
}

export async function deleteEducation(actor: Actor, id: number) {
  await educationFor(actor, { id, permission: "studentProfile.edit" });
  await queries.deleteRow(actor, { kind: "education", id });
}

export async function listCertificates(actor: Actor, input: ListInput) {
  return (await queries.selectCertificates(actor, await readableOwner(actor, input))).map(toCertificate);
}

export async function createCertificate(actor: Actor, body: CertificateBody) {
  const { user, ...fields } = body;
  const userId = await ownerOf(actor, { named: user, field: "user", permission: "studentProfile.edit" });
  const row = await withinLimit(actor, {
    userId,
    kind: "certificate",
    field: "user",
    insert: (tx) =>
      queries.insertCertificate(tx, {
        userId,
        name: fields.name,
        totalScore: fields.total_score ?? null,
        language: fields.language ?? null,
      }),
  });
  return toCertificate(row);
}

const certificateFor = async (actor: Actor, input: { id: number; permission: Permission }) =>
  ownedRow(actor, { row: await queries.selectCertificate(actor, input.id), missing: "Certificate", ...input });

export async function getCertificate(actor: Actor, id: number) {
  return toCertificate(await certificateFor(actor, { id, permission: "studentProfile.read" }));
}

export async function updateCertificate(actor: Actor, input: { id: number; body: CertificateUpdateBody }) {
  await certificateFor(actor, { id: input.id, permission: "studentProfile.edit" });
  const { body } = input;
  const updated = await queries.updateCertificate(actor, {
    id: input.id,
    changes: changesOrKeep(userCertificates, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.total_score === undefined ? {} : { totalScore: body.total_score }),
      ...(body.language === undefined ? {} : { language: body.language }),
    }),
  });
  return toCertificate(updated);
}

export async function deleteCertificate(actor: Actor, id: number) {
  await certificateFor(actor, { id, permission: "studentProfile.edit" });
  await queries.deleteRow(actor, { kind: "certificate", id });
}

export async function listLanguages(actor: Actor, input: ListInput) {
  return (await queries.selectLanguages(actor, await readableOwner(actor, input))).map(toLanguage);
}

/** A language is listed once per student (its level is changed by removing and adding it again). */
export async function addLanguage(actor: Actor, body: LanguageBody) {
  const { user_id, language, level } = body;
  const userId = await ownerOf(actor, { named: user_id, field: "user_id", permission: "studentProfile.edit" });
  const row = await withinLimit(actor, {
    userId,
    kind: "language",
    field: "user_id",
    insert: async (tx) => {
      const listed = await queries.selectLanguages(tx, userId);
      if (listed.some((known) => known.language === language)) {
        throw new AppError("conflict", "This language is already listed", {
          fields: { language: "Already listed" },
        });
      }
      return queries.insertLanguage(tx, { userId, language, level });
    },
  });
  return toLanguage(row);
}

export async function deleteLanguage(actor: Actor, id: number) {
  const row = await queries.selectLanguage(actor, id);
  await ownedRow(actor, { row, missing: "Language", permission: "studentProfile.edit" });
  await queries.deleteRow(actor, { kind: "language", id });
}
