import { ACCESS_CLAIM_FIELDS, type AccessClaims, readPlainRecord } from "@school/contracts";

/** Reads the JWT payload without verifying it: the server verifies, the client only needs the claims. */
export function decodeAccessClaims(token: string): AccessClaims | null {
  const payload = token.split(".")[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "=");
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    return readPlainRecord(ACCESS_CLAIM_FIELDS, JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
}
