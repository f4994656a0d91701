/**
 * Browser-storage keys the spec names (section 3); the access token is deliberately not among them. Below the
 * features: the session keeps uData under them and the language its `lang`, and the session applies the language at
 * sign-in, so the language cannot take them from the session.
 */
export const STORAGE_KEYS = {
  userData: "uData",
  currency: "currency",
  lang: "lang",
  nb: "nb",
} as const;
