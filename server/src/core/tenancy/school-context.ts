import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { schools } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";

/**
 * A guest's school: the `domain` query parameter the client sends, else the host the request came to.
 * Never a body field, and never used for signed-in callers, whose school comes from the token.
 */
export async function resolveGuestSchool(request: FastifyRequest, deps: Deps): Promise<number | null> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const domain = typeof query.domain === "string" && query.domain ? query.domain : request.hostname.split(":")[0];
  return domain ? findSchoolIdByDomain(deps, domain) : null;
}

export async function findSchoolIdByDomain(deps: Deps, domain: string): Promise<number | null> {
  const [row] = await deps.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.domain, domain.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}
