import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { needs } from "../test/requirements.js";
import { createTestApp } from "../test/test-app.js";
import { isPublicUrl, publicUrlWarnings } from "./public-url.js";

/**
 * Links that leave the platform (a certificate's QR code and verification link, a payment link, every mail's links)
 * are built on PUBLIC_URL: a production start where it would mislead says so in its log (issue 50, decision 0169).
 */
describe("PUBLIC_URL at a production start", () => {
  it("warns of a public address over plain http://, and of this machine's own address (PUBLIC_URL unset)", () => {
    expect(publicUrlWarnings("http://school.example.kz")).toEqual([expect.stringMatching(/plain http:\/\//)]);
    expect(publicUrlWarnings("http://203.0.113.7:8080/")).toEqual([expect.stringMatching(/plain http:\/\//)]);
    for (const address of ["http://localhost:3000", "https://127.0.0.1", "http://[::1]:3000", "http://app.localhost"]) {
      expect(publicUrlWarnings(address)).toEqual([expect.stringMatching(/certificate's QR code/)]);
    }
  });

  it("is quiet at a public HTTPS address and on a private network's trial", () => {
    for (const address of [
      "https://school.example.kz",
      "http://192.168.1.20:3000",
      "http://10.0.0.5",
      "http://box.local",
    ]) {
      expect(publicUrlWarnings(address)).toEqual([]);
    }
    expect(isPublicUrl("https://school.example.kz")).toBe(true);
    expect(isPublicUrl("http://school.example.kz")).toBe(false);
  });

  it("says it in the production server's log", needs("postgres"), async () => {
    const log = new PassThrough();
    const lines: string[] = [];
    log.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    const harness = await createTestApp({
      publicUrl: "http://school.example.kz",
      env: { NODE_ENV: "production", LOG_LEVEL: "warn", PAYMENTS_PROVIDER: "development" },
      logStream: log,
    });
    try {
      const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(warnings).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringMatching(/plain http/) }));
    } finally {
      await harness.close();
    }
  });
});
