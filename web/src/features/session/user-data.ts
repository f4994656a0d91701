import {
  type AccessClaims,
  LOGIN_NB_VALUE,
  type PlainRecord,
  readPlainRecord,
  SIGNED_IN_COOKIE,
  SIGNED_IN_ROLES,
} from "@school/contracts";
import { STORAGE_KEYS } from "../../browser-storage/storage-keys";
import { forgetSignedInUser } from "./kept-answers";

/** The `uData` record the spec keeps in browser storage after login (section 3), with its short field names. */
export const STORED_USER_DATA_FIELDS = {
  id: "int",
  user: "string",
  rle: SIGNED_IN_ROLES,
  fst_vist: "boolean",
  tm_in: "string",
  tf_st: "boolean",
  email: "string",
  school_id: "int",
} as const;
export type StoredUserData = PlainRecord<typeof STORED_USER_DATA_FIELDS>;

export function readUserData(): StoredUserData | null {
  const raw = localStorage.getItem(STORAGE_KEYS.userData);
  if (raw === null) return null;
  try {
    return readPlainRecord(STORED_USER_DATA_FIELDS, JSON.parse(raw));
  } catch {
    return null;
  }
}

export function userDataFromClaims(claims: AccessClaims, loginDate: string): StoredUserData {
  return {
    id: claims.user_id,
    user: claims.first_name,
    rle: claims.role,
    fst_vist: claims.first_visit,
    tm_in: loginDate,
    tf_st: claims.tariff_status,
    email: claims.email,
    school_id: claims.school_id,
  };
}

/** Writes what the spec stores after a successful login: uData, currency and nb. */
export function writeSignedInStorage(userData: StoredUserData, currency: string): void {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(userData));
  localStorage.setItem(STORAGE_KEYS.currency, currency);
  localStorage.setItem(STORAGE_KEYS.nb, String(LOGIN_NB_VALUE));
  markSignedIn();
}

/**
 * The cookie twin of uData, as long-lived: the server then answers the root with the signed-in screens' page, not
 * the school's home page (decision 0170). Written at sign-in and at each restored session.
 */
export function markSignedIn(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
}

/** What a failed login and a logout both remove (the language choice stays), the kept answers and pages too. */
export function clearSignedInStorage(): void {
  localStorage.removeItem(STORAGE_KEYS.userData);
  localStorage.removeItem(STORAGE_KEYS.currency);
  localStorage.removeItem(STORAGE_KEYS.nb);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
  forgetSignedInUser();
}

/** Keeps uData in step with changes the server confirmed (a renamed user, a finished first visit). */
export function updateUserData(patch: Partial<StoredUserData>): void {
  const current = readUserData();
  if (current === null) return;
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ ...current, ...patch }));
}
