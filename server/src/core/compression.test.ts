import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCourse } from "../test/factories.js";
import { multipartFile } from "../test/http-fixtures.js";
import { createTestApp, type TestApp, type TestSchool } from "../test/test-app.js";
import { COMPRESS_THRESHOLD_BYTES, type KeptForms, keptForm } from "./compression.js";

const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A built web app as Vite and the compression step leave it: a hashed script with its .br and .gz beside it. */
function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "school-web-dist-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, "assets", "index-AbC123.js"), SCRIPT);
  writeFileSync(join(dir, "assets", "index-AbC123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, "assets", "index-AbC123.js.gz"), gzipSync(SCRIPT));
  writeFileSync(join(dir, "sw.js"), SCRIPT);
  writeFileSync(join(dir, "sw.js.br"), brotliCompressSync(SCRIPT));
  return dir;
}

let harness: TestApp;
let school: TestSchool;
let webDist: string;

beforeAll(async () => {
  webDist = writeWebDist();
  harness = await createTestApp({ webDist });
  school = await harness.newSchool();
  for (let index = 0; index < 6; index += 1) {
    await newCourse(harness.database.db, school.id, {
      titleRu: `Программа ${index}`,
      shortDescRu: "Кратко ".repeat(20),
    });
  }
});

afterAll(async () => {
  await harness.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  harness.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

describe("JSON answers", () => {
  const catalogue = () => `/api/v1/course/course/guest_course_in_catalog/?domain=${school.domain}`;

  it("are compressed with the encoding the client prefers, and decode to the same JSON", async () => {
    const plain = await get(catalogue());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const brotli = await get(catalogue(), "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^application\/json/);
    // A proxy keeps one copy per encoding.
    expect(brotli.headers.vary).toBe("accept-encoding");
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(catalogue(), "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("are sent as they are below the threshold", async () => {
    const response = await get("/api/v1/no-such-call/", "br, gzip");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toMatchObject({ code: "not_found" });
  });
});

describe("uploads and media", () => {
  it("take a multipart upload as before, and send the stored image as it is", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3366ff" } })
      .png()
      .toBuffer();
    const upload = multipartFile(png, "me.png", "image/png");
    const response = await harness.app.inject({
      method: "PATCH",
      url: `/api/v1/user/accounts/upload_avatar/${school.users.student}/`,
      payload: upload.payload,
      headers: { ...upload.headers, ...(await harness.authAs(school, "student")), "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    const avatarUrl = response.json().avatar as string;

    const image = await get(avatarUrl, "br, gzip");
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers["content-type"]).toBe("image/webp");
    expect((await sharp(image.rawPayload).metadata()).format).toBe("webp");
  });
});

describe("the built web app", () => {
  it("sends the pre-compressed file the browser accepts, cached for good", async () => {
    for (const [accepted, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const response = await get("/assets/index-AbC123.js", accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/javascript/);
      expect(response.headers["cache-control"]).toBe(IMMUTABLE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString()).toBe(SCRIPT);
    }
    const plain = await get("/assets/index-AbC123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it("serves the page shell for screen paths, never cached", async () => {
    const response = await get("/guest-catalog", "br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain('<div id="root">');
  });

  it("serves the service worker under its one name, checked with the server at every visit, as the CSP allows", async () => {
    const response = await get("/sw.js", "br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-security-policy"]).toContain("worker-src 'self'");
  });

  it("has no address of its own for a compressed variant", async () => {
    expect((await get("/assets/index-AbC123.js.br")).statusCode).toBe(404);
  });
});

describe("a kept page's forms", () => {
  const page = `<!doctype html><p>${"Каталог программ ".repeat(200)}</p>`;
  const requestAccepting = (header: string) => ({ headers: { "accept-encoding": header } }) as FastifyRequest;

  it("are made once per form the client prefers, and read back as the page", async () => {
    const forms: KeptForms = new Map();
    const first = await keptForm(requestAccepting("gzip, br"), page, forms);
    expect(first.encoding).toBe("br");
    expect(brotliDecompressSync(first.bytes).toString()).toBe(page);
    expect((await keptForm(requestAccepting("br"), page, forms)).bytes).toBe(first.bytes);
    const gzipped = await keptForm(requestAccepting("gzip;q=1, br;q=0.5"), page, forms);
    expect(gzipped.encoding).toBe("gzip");
    expect(gunzipSync(gzipped.bytes).toString()).toBe(page);
    const plain = await keptForm({ headers: {} } as FastifyRequest, page, forms);
    expect(plain.encoding).toBe("identity");
    expect(plain.bytes.toString()).toBe(page);
    expect([...forms.keys()].sort()).toEqual(["br", "gzip", "identity"]);
  });

  it("are the page as it is for a client that asks so, or a page too short to gain", async () => {
    const forms: KeptForms = new Map();
    expect((await keptForm(requestAccepting("identity"), page, forms)).encoding).toBe("identity");
    const short = await keptForm(requestAccepting("br"), "<p>short</p>", new Map());
    expect(short).toEqual({ encoding: "identity", bytes: Buffer.from("<p>short</p>") });
  });
});
