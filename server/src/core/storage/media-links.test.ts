import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { createMediaLinks } from "./media-links.js";

describe("media links", () => {
  const links = createMediaLinks("secret-one", () => Date.parse("2026-11-21T10:00:00Z"));
  const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams);

  it("leave public pictures plain and sign documents with an expiry", () => {
    expect(links.url("posters/1/a.webp")).toBe("/media/posters/1/a.webp");
    const document = links.url("program-files/3/passport.pdf");
    expect(document).toMatch(/^\/media\/program-files\/3\/passport\.pdf\?expires=\d+&signature=[\w-]{43}$/);
    expect(links.allows("program-files/3/passport.pdf", queryOf(document))).toBe(true);
    expect(links.allows("posters/1/a.webp", {})).toBe(true);
  });

  it("refuse a document without, with another key's, another secret's or an expired signature", () => {
    const query = queryOf(links.url("program-files/3/passport.pdf"));
    expect(links.allows("program-files/3/passport.pdf", {})).toBe(false);
    expect(links.allows("program-files/3/visa.pdf", query)).toBe(false);
    expect(links.allows("program-files/3/passport.pdf", { ...query, expires: String(Number(query.expires) + 1) })).toBe(
      false,
    );
    const otherSecret = createMediaLinks("secret-two", () => Date.parse("2026-11-21T10:00:00Z"));
    expect(otherSecret.allows("program-files/3/passport.pdf", query)).toBe(false);
    const tomorrow = createMediaLinks("secret-one", () => Date.parse("2026-11-22T10:00:00Z"));
    expect(tomorrow.allows("program-files/3/passport.pdf", query)).toBe(false);
  });
});

describe("the media route", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it("serves a document only through its signed link, and pictures to anyone", async () => {
    const { storage } = harness.deps;
    await storage.put("homework/7/essay.pdf", Buffer.from("%PDF-1.4 essay"), "application/pdf");
    await storage.put("posters/7/cover.webp", Buffer.from("RIFF....WEBP"), "image/webp");

    const signed = await harness.app.inject({ method: "GET", url: storage.url("homework/7/essay.pdf") });
    expect(signed.statusCode).toBe(200);
    expect(signed.body).toBe("%PDF-1.4 essay");
    expect(signed.headers["cache-control"]).toBe("private, max-age=3600");
    const bare = await harness.app.inject({ method: "GET", url: "/media/homework/7/essay.pdf" });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toMatchObject({ code: "not_found" });

    const picture = await harness.app.inject({ method: "GET", url: storage.url("posters/7/cover.webp") });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["cache-control"]).toContain("public");
  });
});
