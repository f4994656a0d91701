import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { schools } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import type { SchoolChanges } from "../cache/school-changes.js";

/**
 * A guest's school: the `domain` query parameter the client sends, else the host the request came to, else the
 * platform's default school (`schoolForDomain`). Never a body field, and never used for signed-in callers, whose
 * school comes from the token.
 */
export async function resolveGuestSchool(request: FastifyRequest, deps: Deps): Promise<number | null> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const domain = typeof query.domain === "string" && query.domain ? query.domain : request.hostname.split(":")[0];
  return schoolForDomain(deps, domain ?? "");
}

/**
 * The school a guest at `domain` meets: the one registered there, else the default school (decision 0020). A
 * single-school install (and the demo) serves its school at any address, such as http://127.0.0.1:3000; with
 * several schools only DEFAULT_SCHOOL names one, and `none` turns the fallback off. Null: no school is served here.
 */
export async function schoolForDomain(deps: Deps, domain: string): Promise<number | null> {
  const changes = deps.publicAnswers?.changes;
  if (!changes) return lookUpSchoolForDomain(deps, domain);
  let known = rememberedDomains.get(changes);
  if (!known) {
    known = new Map();
    rememberedDomains.set(changes, known);
  }
  const remembered = known.get(domain);
  if (remembered && changes.schoolRowsCurrent(remembered.stamp)) return remembered.schoolId;
  const stamp = changes.stamp();
  const schoolId = await lookUpSchoolForDomain(deps, domain);
  if (known.size >= REMEMBERED_DOMAINS) known.clear();
  known.set(domain, { schoolId, stamp });
  return schoolId;
}

/**
 * Each app's domain lookups (keyed by its change feed, one per app), kept until a schools row changes anywhere: a
 * guest's call then finds its school without a statement (decision 0094). Addresses nobody registered are kept too
 * (the default school answers them), up to this many.
 */
const rememberedDomains = new WeakMap<SchoolChanges, Map<string, { schoolId: number | null; stamp: number }>>();
const REMEMBERED_DOMAINS = 1000;

async function lookUpSchoolForDomain(deps: Deps, domain: string): Promise<number | null> {
  const own = domain ? await findSchoolIdByDomain(deps, domain) : null;
  if (own !== null) return own;
  const fallback = deps.env.DEFAULT_SCHOOL;
  if (fallback === "none") return null;
  if (fallback) return findSchoolIdByDomain(deps, fallback);
  const rows = await deps.db.select({ id: schools.id }).from(schools).limit(2);
  return rows.length === 1 ? rows[0]!.id : null;
}

export async function findSchoolIdByDomain(deps: Deps, domain: string): Promise<number | null> {
  const [row] = await deps.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.domain, domain.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}
