/** Browser-storage keys the spec names (section 3); the access token is deliberately not among them. */
export const STORAGE_KEYS = {
  userData: "uData",
  currency: "currency",
  lang: "lang",
  nb: "nb",
} as const;
