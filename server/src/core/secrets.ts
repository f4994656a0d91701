import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The token signing key: JWT_SECRET when given, else one generated on first start and kept in the data folder
 * (mode 600), so tokens survive restarts and no secret is ever written in the code.
 */
export function loadSigningSecret(options: { given?: string; dataDir: string }): string {
  if (options.given) return options.given;
  const file = join(options.dataDir, "signing-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
