import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { envSchema, paymentProviderOf, readEnv } from "./config.js";
import { loadSigningSecret } from "./core/secrets.js";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, NODE_ENV: "development" });
    expect(env.DATA_DIR).toBe(fileURLToPath(new URL("../../data", import.meta.url)));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names every wrong variable", () => {
    expect(() => readEnv({ PORT: "eighty", DATABASE_URL: "not a url" })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => readEnv({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it("trusts no proxy by default, and takes only addresses and ranges", () => {
    expect(readEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(readEnv({ TRUSTED_PROXIES: "10.0.0.1, 192.168.0.0/16,::1" }).TRUSTED_PROXIES).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "::1",
    ]);
    expect(() => readEnv({ TRUSTED_PROXIES: "everyone" })).toThrow(/TRUSTED_PROXIES/);
  });

  it("requires SMTP in production at a public address, and lets a local production start log its mail", () => {
    const production = { NODE_ENV: "production", PAYMENTS_PROVIDER: "development" };
    const deployed = { ...production, PUBLIC_URL: "https://school.example.kz" };
    expect(() => readEnv(deployed)).toThrow(/SMTP_URL is required in production at a public PUBLIC_URL/);
    expect(readEnv({ ...deployed, SMTP_URL: "smtp://mail.example.kz:25" }).SMTP_URL).toBeDefined();
    expect(readEnv(production).SMTP_URL).toBeUndefined();
    expect(readEnv({ ...production, PUBLIC_URL: "https://10.0.0.5" }).SMTP_URL).toBeUndefined();
  });

  describe("the payment provider (decision 0124)", () => {
    const deployed = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://school.example.kz",
      SMTP_URL: "smtp://mail.example.kz:25",
    };
    const keys = { CLOUDPAYMENTS_PUBLIC_ID: "pk_live", CLOUDPAYMENTS_API_SECRET: "secret" };

    it("refuses a production start without one, naming the missing keys, at any address", () => {
      const message = /CLOUDPAYMENTS_PUBLIC_ID and CLOUDPAYMENTS_API_SECRET are required in production/;
      expect(() => readEnv(deployed)).toThrow(message);
      expect(() => readEnv({ NODE_ENV: "production" })).toThrow(message);
      expect(() => readEnv({ ...deployed, CLOUDPAYMENTS_PUBLIC_ID: "pk_live" })).toThrow(
        /CLOUDPAYMENTS_API_SECRET is required with the other CloudPayments key/,
      );
    });

    it("takes the development provider in production only when an operator states it", () => {
      const env = readEnv({ ...deployed, PAYMENTS_PROVIDER: "development" });
      expect(paymentProviderOf(env)).toBe("development");
      expect(() => readEnv({ ...deployed, ...keys, PAYMENTS_PROVIDER: "development" })).toThrow(
        /PAYMENTS_PROVIDER=development while the CloudPayments keys are set/,
      );
    });

    it("takes CloudPayments with its keys, stated or not; stated without them names each", () => {
      expect(paymentProviderOf(readEnv({ ...deployed, ...keys }))).toBe("cloudpayments");
      expect(paymentProviderOf(readEnv({ ...deployed, ...keys, PAYMENTS_PROVIDER: "cloudpayments" }))).toBe(
        "cloudpayments",
      );
      expect(() => readEnv({ PAYMENTS_PROVIDER: "cloudpayments" })).toThrow(
        /CLOUDPAYMENTS_PUBLIC_ID is required for PAYMENTS_PROVIDER=cloudpayments[\s\S]*CLOUDPAYMENTS_API_SECRET is required/,
      );
      expect(() => readEnv({ PAYMENTS_PROVIDER: "stripe" })).toThrow(/PAYMENTS_PROVIDER/);
    });

    it("keeps the development provider outside production without a word", () => {
      expect(paymentProviderOf(readEnv({}))).toBe("development");
      expect(paymentProviderOf(readEnv({ NODE_ENV: "test", PUBLIC_URL: "https://school.example.kz" }))).toBe(
        "development",
      );
    });
  });

  it("refuses the S3 driver without a bucket and both keys, naming each", () => {
    expect(() => readEnv({ STORAGE_DRIVER: "s3" })).toThrow(
      /S3_BUCKET is required for STORAGE_DRIVER=s3[\s\S]*S3_ACCESS_KEY_ID is required[\s\S]*S3_SECRET_ACCESS_KEY is required/,
    );
    expect(() => readEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_SECRET_ACCESS_KEY is required for STORAGE_DRIVER=s3/,
    );
    const env = readEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" });
    expect(env).toMatchObject({ S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: "false" });
  });
});

describe("the signing secret", () => {
  it("is generated once into the data folder, private, and reused", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "secret-"));
    const first = loadSigningSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(48);
    const file = join(dataDir, "signing-secret");
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSigningSecret({ dataDir })).toBe(first);
    expect(readFileSync(file, "utf8")).toBe(first);
  });

  it("is the given JWT_SECRET when set", () => {
    expect(loadSigningSecret({ given: "x".repeat(40), dataDir: "/nonexistent" })).toBe("x".repeat(40));
  });
});

describe("the README's configuration table", () => {
  it("names exactly the variables the server reads", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const section = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Other commands"));
    const documented = [...section.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
