import type { FastifyInstance } from "fastify";
import { etagOf, matchesEtag, type PublicAnswer } from "../../../core/cache/public-answers.js";
import { AppError } from "../../../core/errors.js";
import { resolveGuestSchool } from "../../../core/tenancy/school-context.js";
import { type SchoolWork, schoolScope } from "../../../core/tenancy/scope.js";
import type { Deps } from "../../../deps.js";
import { storefrontOrigin } from "./addresses.js";
import { robotsTxt } from "./robots.js";
import { schoolDomain, visiblePrograms } from "./seo.queries.js";
import { sitemapXml } from "./sitemap.js";

/** What a search engine's files are made from: the school's work and its storefront's origin. */
type Storefront = SchoolWork & { origin: string };

/**
 * The search engines' files, outside the API (decision 0143): each a text made per school from the request's school
 * (its address), kept like the guests' API answers and dropped when the school's public face changes.
 */
export const SEO_ROUTES: readonly {
  path: string;
  access: "guest";
  contentType: string;
  make: (storefront: Storefront) => Promise<string>;
}[] = [
  {
    path: "/sitemap.xml",
    access: "guest",
    contentType: "application/xml; charset=utf-8",
    make: async (storefront) => sitemapXml({ origin: storefront.origin, programs: await visiblePrograms(storefront) }),
  },
  {
    path: "/robots.txt",
    access: "guest",
    contentType: "text/plain; charset=utf-8",
    make: async (storefront) => robotsTxt({ origin: storefront.origin }),
  },
];

/**
 * Serves `SEO_ROUTES` to anyone: no token is read, the school is the address's. Kept per school in this process
 * (`PublicAnswers`, decision 0094) until the database says the school's programs or its row changed, and sent
 * `no-cache` with an ETag, so a crawler or a proxy asks again each time and a hidden program leaves at once.
 */
export function registerSeoRoutes(app: FastifyInstance, deps: Deps): void {
  for (const route of SEO_ROUTES) {
    app.get(route.path, { schema: { hide: true } }, async (request, reply) => {
      const schoolId = await resolveGuestSchool(request, deps);
      if (schoolId === null) throw new AppError("not_found", "No school is registered at this address");
      const answer = await keptOrMade({ deps, schoolId, route });
      reply.header("cache-control", "public, no-cache").header("etag", answer.etag).type(route.contentType);
      if (matchesEtag(request.headers["if-none-match"], answer.etag)) return reply.status(304).send();
      return reply.send(answer.body);
    });
  }
}

async function keptOrMade(input: {
  deps: Deps;
  schoolId: number;
  route: (typeof SEO_ROUTES)[number];
}): Promise<PublicAnswer> {
  const { deps, schoolId, route } = input;
  const answers = deps.publicAnswers;
  // The API's keys start with the school and a quarter-hour number, so this one cannot meet any of them.
  const key = `${schoolId} storefront ${route.path}`;
  const kept = answers?.get(schoolId, key);
  if (kept) return kept;
  const stamp = answers?.stamp();
  const work = schoolScope(deps, schoolId);
  const text = await route.make({ ...work, origin: await originOfSchool(work) });
  if (!answers || stamp === undefined) return { body: text, etag: etagOf(text) };
  return answers.set({ schoolId, key, stamp, body: text });
}

/** The school's storefront origin (`storefrontOrigin`), from its registered domain: what a guest page's head takes. */
export async function originOfSchool(work: SchoolWork): Promise<string> {
  const domain = await schoolDomain(work);
  return storefrontOrigin({ publicUrl: work.deps.env.PUBLIC_URL, domain: domain ?? "" });
}
