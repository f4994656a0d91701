import type { PlainRecord } from "./plain-record.js";
import { SIGNED_IN_ROLES } from "./roles.js";

/**
 * The claims product.md section 3 lists, plus the standard exp and iat, and `language`: the interface language the
 * user chose (ru, kk, en), or null while they never chose, so a sign-in keeps it (decision 0042). As data: the zod schema the server
 * checks tokens with (`accessClaims`) and the web's reader (`readPlainRecord`) are built from it.
 */
export const ACCESS_CLAIM_FIELDS = {
  first_name: "string",
  role: SIGNED_IN_ROLES,
  tariff_status: "boolean",
  first_visit: "boolean",
  email: "string",
  user_id: "int",
  school_id: "int",
  currency: "string",
  language: "nullableString",
  exp: "number",
  iat: "number",
} as const;
export type AccessClaims = PlainRecord<typeof ACCESS_CLAIM_FIELDS>;

/** What a refresh answers: a fresh access token, or null when the refresh cookie no longer opens a session. */
export const RESTORED_SESSION_FIELDS = { access: "nullableString" } as const;
