import { createHash } from "node:crypto";
import { inLanguage, type Role } from "@school/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageLanguage } from "../../../core/reader-language.js";
import { resolveGuestSchool } from "../../../core/tenancy/school-context.js";
import { type SchoolWork, schoolScope } from "../../../core/tenancy/scope.js";
import type { Deps } from "../../../deps.js";
import {
  type BrandSchool,
  selectBrandSchool,
  selectFirstVisiblePoster,
  selectGuestProgramPoster,
} from "./brand.queries.js";
import { iconPng, logoPreview, PLATFORM_THEME_COLOR, posterPreview } from "./brand-images.js";
import { ogImageVersion } from "./og-image-path.js";
import { PictureCache } from "./picture-cache.js";

/** What the guest's school answers, cut or written once per what it was made from. */
type BrandAnswer = { type: string; body: Buffer; caching: string; vary?: string };

type BrandRequest = {
  request: FastifyRequest;
  school: BrandSchool;
  work: SchoolWork;
  pictures: (cacheKey: string, cut: () => Promise<Buffer>) => Promise<Buffer>;
};

type BrandRoute = {
  path: string;
  /** Public, as the pages are: every visitor of the school's address, signed in or not. */
  access: readonly Role[];
  /** The answer, or null when there is nothing here for this guest (a 404). */
  answer: (asked: BrandRequest) => Promise<BrandAnswer | null>;
};

const GUEST: readonly Role[] = ["guest"];

/** The school's largest icon, cut from its logo or the platform's mark: what a page names as the logo without one. */
export const SCHOOL_ICON_PATH = "/icons/icon-512.png";

/**
 * Icons and the manifest are asked for at fixed addresses on every page, so the browser checks them each time
 * (a 304 while the logo is the same) and a new logo shows on the next visit.
 */
const REVALIDATED = "public, no-cache";
/** Previews carry their picture's version in the address (`ogImagePath`): a changed picture is a new address. */
const PREVIEW_CACHING = "public, max-age=86400";

const PNG = "image/png";
const JPEG = "image/jpeg";

/** A program's preview address: a database id and `.jpg`, nothing else reaches the database. */
const PROGRAM_PREVIEW = /^([1-9][0-9]{0,9})\.jpg$/;
const PG_INTEGER_MAX = 2_147_483_647;

/** Home-screen and tab icons, each cut from the logo (or the platform's mark) to one size and look. */
function icon(size: number, look: "app" | "maskable" | "tab") {
  return async ({ school, work, pictures }: BrandRequest): Promise<BrandAnswer> => {
    const body = await pictures(`icon:${size}:${look}:${school.logo ?? "platform"}`, async () =>
      iconPng(await storedPicture(work, school.logo), size, look),
    );
    return { type: PNG, body, caching: REVALIDATED };
  };
}

/** The web app manifest in the reader's language: the school's name under its icons on a home screen. */
async function manifest({ request, school }: BrandRequest): Promise<BrandAnswer> {
  const language = pageLanguage(request);
  const name = inLanguage(language, school.names);
  const version = `?v=${ogImageVersion(school.logo)}`;
  const body = {
    id: "/",
    name,
    short_name: name,
    lang: language,
    start_url: "/guest-catalog",
    scope: "/",
    display: "standalone",
    theme_color: PLATFORM_THEME_COLOR,
    background_color: PLATFORM_THEME_COLOR,
    icons: [
      { src: `/icons/icon-192.png${version}`, sizes: "192x192", type: PNG, purpose: "any" },
      { src: `${SCHOOL_ICON_PATH}${version}`, sizes: "512x512", type: PNG, purpose: "any" },
      { src: `/icons/icon-maskable-512.png${version}`, sizes: "512x512", type: PNG, purpose: "maskable" },
    ],
  };
  return {
    type: "application/manifest+json",
    body: Buffer.from(JSON.stringify(body)),
    caching: REVALIDATED,
    // The name follows the reader's language; every answer here follows the address's school, part of the URL.
    vary: "Accept-Language, Cookie",
  };
}

/** The school's preview: its logo on the theme colour; without a logo, its catalogue's first poster. */
async function schoolPreview({ school, work, pictures }: BrandRequest): Promise<BrandAnswer> {
  if (school.logo) {
    const logo = school.logo;
    const body = await pictures(`og:logo:${logo}`, async () => logoPreview(await storedPicture(work, logo)));
    return { type: JPEG, body, caching: PREVIEW_CACHING };
  }
  const poster = await selectFirstVisiblePoster(work);
  const body = poster
    ? await pictures(`og:poster:${poster}`, async () => posterOrLogoPreview(work, poster, null))
    : await pictures("og:logo:platform", () => logoPreview(null));
  return { type: JPEG, body, caching: PREVIEW_CACHING };
}

/** A program's preview: its poster cut to 1200 × 630, else the school's; only for a program the guest may see. */
async function programPreview(asked: BrandRequest): Promise<BrandAnswer | null> {
  const { request, work, school, pictures } = asked;
  const file = (request.params as { file?: string }).file ?? "";
  const id = PROGRAM_PREVIEW.exec(file)?.[1];
  if (!id || Number(id) > PG_INTEGER_MAX) return null;
  const program = await selectGuestProgramPoster(work, Number(id));
  if (!program) return null;
  if (!program.poster) return schoolPreview(asked);
  const poster = program.poster;
  const body = await pictures(`og:poster:${poster}`, () => posterOrLogoPreview(work, poster, school.logo));
  return { type: JPEG, body, caching: PREVIEW_CACHING };
}

/** A poster's cut; a poster whose file is gone or unreadable gives the logo's preview rather than no picture. */
async function posterOrLogoPreview(work: SchoolWork, poster: string, logo: string | null): Promise<Buffer> {
  const stored = await storedPicture(work, poster);
  if (stored) {
    try {
      return await posterPreview(stored);
    } catch {
      // An unreadable file is answered like a missing one.
    }
  }
  return logoPreview(await storedPicture(work, logo));
}

async function storedPicture(work: SchoolWork, key: string | null): Promise<Buffer | null> {
  return key ? work.deps.storage.get(key) : null;
}

/**
 * Every public brand address (decision 0142), resolved per request host to the guest's school as the pages are.
 * Not API endpoints: browsers and messengers ask for them by these fixed names.
 */
export const BRAND_ROUTES: readonly BrandRoute[] = [
  { path: "/manifest.webmanifest", access: GUEST, answer: manifest },
  { path: "/icons/icon-192.png", access: GUEST, answer: icon(192, "app") },
  { path: SCHOOL_ICON_PATH, access: GUEST, answer: icon(512, "app") },
  { path: "/icons/icon-maskable-512.png", access: GUEST, answer: icon(512, "maskable") },
  { path: "/icons/apple-touch-icon.png", access: GUEST, answer: icon(180, "app") },
  { path: "/icons/favicon-32.png", access: GUEST, answer: icon(32, "tab") },
  // Browsers that never read the page's links ask for /favicon.ico; a PNG answers it (every current browser reads one).
  { path: "/favicon.ico", access: GUEST, answer: icon(32, "tab") },
  { path: "/og/school.jpg", access: GUEST, answer: schoolPreview },
  { path: "/og/program/:file", access: GUEST, answer: programPreview },
];

/** The pictures a process keeps cut: a school's six icons and two previews are ~200 KB, a poster's cut ~100 KB. */
const PICTURE_CACHE_BYTES = 32 * 1024 * 1024;

const notFound = (reply: FastifyReply) => reply.status(404).send({ detail: "Not found.", code: "not_found" });

export function registerBrandRoutes(app: FastifyInstance, deps: Deps): void {
  const cache = new PictureCache(PICTURE_CACHE_BYTES);
  const pictures = (key: string, cut: () => Promise<Buffer>) => cache.get(key, cut);
  for (const route of BRAND_ROUTES) {
    // Pictures are compressed already; the manifest is a few hundred bytes.
    app.get(route.path, { schema: { hide: true }, compress: false }, async (request, reply) => {
      const schoolId = await resolveGuestSchool(request, deps);
      if (schoolId === null) return notFound(reply);
      const work = schoolScope(deps, schoolId);
      const school = await selectBrandSchool(work);
      if (!school) return notFound(reply);
      const answer = await route.answer({ request, school, work, pictures });
      if (!answer) return notFound(reply);
      const tag = `"${createHash("sha256").update(answer.body).digest("base64url").slice(0, 22)}"`;
      reply.header("cache-control", answer.caching).header("etag", tag);
      if (answer.vary) reply.header("vary", answer.vary);
      if (request.headers["if-none-match"] === tag) return reply.status(304).send();
      return reply.type(answer.type).send(answer.body);
    });
  }
}
