import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { schools } from "../../../db/schema/index.js";
import { newCourse } from "../../../test/factories.js";
import { apiSuite, type TestSchool } from "../../../test/test-app.js";
import { ogImagePath, ogImageVersion } from "./index.js";

const suite = apiSuite();
const db = () => suite.harness.database.db;

/** A school of its own per case that changes its logo, so the cases do not see each other's. */
let plain: TestSchool;

const get = (school: TestSchool, url: string, headers: Record<string, string> = {}) =>
  suite.harness.app.inject({ method: "GET", url, headers: { host: school.domain, ...headers } });

/** A picture stored as an upload is, under `key`. */
async function stored(key: string, picture: Buffer): Promise<string> {
  await suite.harness.deps.storage.put(key, picture, "image/webp");
  return key;
}

/** A wide red logo with a transparent margin, as a school uploads one. */
const redLogo = () =>
  sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 220, g: 20, b: 20, alpha: 1 } } })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ lossless: true })
    .toBuffer();

/** A green poster in portrait, so the cut has to crop it. */
const greenPoster = () =>
  sharp({ create: { width: 900, height: 1400, channels: 3, background: "#10a040" } })
    .webp()
    .toBuffer();

async function setLogo(school: TestSchool, key: string | null): Promise<void> {
  await db().update(schools).set({ logo: key }).where(eq(schools.id, school.id));
}

type Region = { left: number; top: number; width: number; height: number };

/** The mean colour of a PNG or JPEG (or of a region of it): which picture an icon was cut from. */
async function meanColour(picture: Buffer, region?: Region): Promise<{ r: number; g: number; b: number }> {
  const flat = sharp(picture).flatten({ background: "#ffffff" });
  // stats() reads its input, not the pipeline's result: the region is cut out first.
  const { channels } = await sharp(await (region ? flat.extract(region) : flat).png().toBuffer()).stats();
  return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
}

beforeAll(async () => {
  plain = await suite.harness.newSchool();
  await db()
    .update(schools)
    .set({ name: "Школа Альфа", nameKk: "Альфа мектебі", nameEn: "Alpha School" })
    .where(eq(schools.id, plain.id));
});

describe("the web app manifest", () => {
  it("names the school in the reader's language, starts at the catalogue and lists icons that exist at their sizes", async () => {
    const response = await get(plain, "/manifest.webmanifest", { "accept-language": "en-GB,en;q=0.9,ru;q=0.5" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(response.headers.vary).toMatch(/Accept-Language/);
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: "Alpha School",
      short_name: "Alpha School",
      lang: "en",
      start_url: "/guest-catalog",
      display: "standalone",
      theme_color: "#1f5eff",
      background_color: "#1f5eff",
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of icons) {
      const picture = await get(plain, icon.src);
      expect(picture.statusCode, icon.src).toBe(200);
      expect(picture.headers["content-type"]).toBe("image/png");
      const { width, height, format } = await sharp(picture.rawPayload).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe("png");
    }
  });

  it("follows the address's hl first, then the lang cookie, then the browser, else Russian", async () => {
    const nameWith = async (url: string, headers: Record<string, string>) =>
      (await get(plain, url, headers)).json().name as string;
    expect(await nameWith("/manifest.webmanifest?hl=kk", { cookie: "lang=en", "accept-language": "en" })).toBe(
      "Альфа мектебі",
    );
    expect(await nameWith("/manifest.webmanifest", { cookie: "a=b; lang=en", "accept-language": "kk" })).toBe(
      "Alpha School",
    );
    expect(await nameWith("/manifest.webmanifest", { "accept-language": "de-DE, kk-KZ;q=0.8, en;q=0.5" })).toBe(
      "Альфа мектебі",
    );
    expect(await nameWith("/manifest.webmanifest?hl=xx", { "accept-language": "de" })).toBe("Школа Альфа");
  });

  it("answers 404 where no school is served", async () => {
    const response = await get(plain, "/manifest.webmanifest?domain=nobody.example");
    // One test database holds several schools, so an unknown address has no default school.
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found" });
  });
});

describe("the school's icons", () => {
  const sizes = {
    "/icons/icon-192.png": 192,
    "/icons/icon-512.png": 512,
    "/icons/icon-maskable-512.png": 512,
    "/icons/apple-touch-icon.png": 180,
    "/icons/favicon-32.png": 32,
    "/favicon.ico": 32,
  };

  it("are the platform's mark on the theme colour without a logo, at every size", async () => {
    for (const [path, size] of Object.entries(sizes)) {
      const response = await get(plain, path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      const { width, height } = await sharp(response.rawPayload).metadata();
      expect([width, height], path).toEqual([size, size]);
      const colour = await meanColour(response.rawPayload);
      // Mostly the theme's blue (#1f5eff), the white mark lifting red and green a little.
      expect(colour.b, path).toBeGreaterThan(colour.r + 60);
    }
  });

  it("are cut from the school's logo, and a new logo shows at once", async () => {
    const school = await suite.harness.newSchool();
    await setLogo(school, await stored(`schools/${school.id}/logo-red.webp`, await redLogo()));
    const first = await get(school, "/icons/icon-192.png");
    expect(first.statusCode).toBe(200);
    // The logo takes the middle; a white margin is around it.
    const middle = { left: 66, top: 86, width: 60, height: 20 };
    const red = await meanColour(first.rawPayload, middle);
    expect(red.r).toBeGreaterThan(red.b + 60);

    const blueLogo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#0000ff" } })
      .webp()
      .toBuffer();
    await setLogo(school, await stored(`schools/${school.id}/logo-blue.webp`, blueLogo));
    const second = await get(school, "/icons/icon-192.png");
    const blue = await meanColour(second.rawPayload, middle);
    expect(blue.b).toBeGreaterThan(blue.r + 60);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it("answer their own school's at another school's address", async () => {
    const school = await suite.harness.newSchool();
    await setLogo(school, await stored(`schools/${school.id}/logo-red.webp`, await redLogo()));
    const own = await get(school, "/icons/favicon-32.png");
    const others = await get(plain, "/icons/favicon-32.png");
    expect(own.headers.etag).not.toBe(others.headers.etag);
  });

  it("are revalidated by their ETag: 304 while the picture is the same", async () => {
    const first = await get(plain, "/icons/apple-touch-icon.png");
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(plain, "/icons/apple-touch-icon.png", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe("preview pictures", () => {
  let posterProgram: number;
  let bareProgram: number;
  let hiddenProgram: number;
  let othersProgram: number;
  let school: TestSchool;

  beforeAll(async () => {
    school = await suite.harness.newSchool();
    await setLogo(school, await stored(`schools/${school.id}/logo-red.webp`, await redLogo()));
    const poster = await stored(`courses/${school.id}/poster-green.webp`, await greenPoster());
    posterProgram = await newCourse(db(), school.id, { poster });
    bareProgram = await newCourse(db(), school.id);
    hiddenProgram = await newCourse(db(), school.id, { poster, show: false });
    othersProgram = await newCourse(db(), suite.other.id, { poster });
  });

  const jpegOf = async (response: { statusCode: number; rawPayload: Buffer; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
    return meanColour(response.rawPayload);
  };

  it("cut a program's poster to 1200 × 630, cached by its version in the address", async () => {
    const response = await get(school, ogImagePath({ programId: posterProgram, version: "abc" }));
    const colour = await jpegOf(response);
    expect(colour.g).toBeGreaterThan(colour.r + 60);
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.headers.etag).toBeTruthy();
  });

  it("show the school's logo on the theme colour for a program without a poster, and for the school", async () => {
    for (const path of [ogImagePath({ programId: bareProgram }), ogImagePath({})]) {
      const response = await get(school, path);
      await jpegOf(response);
      // The middle is the logo's red, the edge the theme's blue.
      const red = await meanColour(response.rawPayload, { left: 550, top: 290, width: 100, height: 50 });
      const blue = await meanColour(response.rawPayload, { left: 0, top: 0, width: 100, height: 50 });
      expect(red.r, path).toBeGreaterThan(red.b + 60);
      expect(blue.b, path).toBeGreaterThan(blue.r + 60);
    }
  });

  it("answer 404 for a hidden program, another school's, and addresses that are no program id", async () => {
    const paths = [
      ogImagePath({ programId: hiddenProgram }),
      ogImagePath({ programId: othersProgram }),
      "/og/program/0.jpg",
      "/og/program/abc.jpg",
      "/og/program/1e3.jpg",
      "/og/program/99999999999.jpg",
      "/og/program/2147483648.jpg",
      `/og/program/${posterProgram}.png`,
      `/og/program/${"9".repeat(60)}.jpg`,
      "/og/program/%3Cscript%3E.jpg",
    ];
    for (const path of paths) {
      const response = await get(school, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found.", code: "not_found" });
    }
  });
});

describe("ogImagePath and ogImageVersion", () => {
  it("name the program's or the school's picture, with a version that follows the poster", () => {
    expect(ogImagePath({ programId: 7 })).toBe("/og/program/7.jpg");
    expect(ogImagePath({})).toBe("/og/school.jpg");
    const version = ogImageVersion("/media/courses/1/a.webp");
    expect(version).toMatch(/^[\w-]{10}$/);
    expect(ogImageVersion("/media/courses/1/a.webp")).toBe(version);
    expect(ogImageVersion("/media/courses/1/b.webp")).not.toBe(version);
    expect(ogImageVersion(null)).not.toBe(version);
    expect(ogImagePath({ programId: 7, version })).toBe(`/og/program/7.jpg?v=${version}`);
  });
});
