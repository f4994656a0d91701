import {
  ATTRIBUTION_TTL_DAYS,
  REFERRAL_CODE_PATTERN,
  REFERRAL_PARAM,
  UTM_MAX_LENGTH,
  UTM_PARAMS,
  type UtmParam,
} from "@school/contracts";

/**
 * Where a guest came from (decision 0056): the landing URL's utm_* marks and a referral code, kept in the browser
 * from the first page a guest opens (any page) until they register or send a consultation request. First touch wins:
 * marks arriving later do not replace kept ones until those expire (`ATTRIBUTION_TTL_DAYS`); a referral code is kept
 * beside marks that came without one. Values are cleaned as the API wants them: no control characters, trimmed,
 * at most `UTM_MAX_LENGTH` characters; a malformed referral code is dropped.
 */
export type Attribution = Partial<Record<UtmParam, string>> & { ref?: string };
type Kept = { marks: Attribution; savedAt: number };

export const ATTRIBUTION_KEY = "school.attribution";
const TTL_MS = ATTRIBUTION_TTL_DAYS * 24 * 3600 * 1000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** A mark as the API accepts it, or undefined when nothing is left. */
export function cleanMark(value: string | null): string | undefined {
  if (value === null) return undefined;
  const cleaned = value.replace(CONTROL, " ").trim().slice(0, UTM_MAX_LENGTH).trim();
  return cleaned === "" ? undefined : cleaned;
}

/** The marks and the referral code a URL's query carries. */
export function attributionFromSearch(search: string): Attribution {
  const params = new URLSearchParams(search);
  const found: Attribution = {};
  for (const param of UTM_PARAMS) {
    const value = cleanMark(params.get(param));
    if (value !== undefined) found[param] = value;
  }
  const ref = params.get(REFERRAL_PARAM)?.trim();
  if (ref && REFERRAL_CODE_PATTERN.test(ref)) found.ref = ref;
  return found;
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function read(store: KeyValueStore, now: number): Kept | null {
  try {
    const raw = store.getItem(ATTRIBUTION_KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Kept;
    if (typeof kept?.savedAt !== "number" || now - kept.savedAt > TTL_MS || typeof kept.marks !== "object") return null;
    // What was stored is re-cleaned: the browser's storage is the user's to edit.
    return {
      savedAt: kept.savedAt,
      marks: attributionFromSearch(new URLSearchParams(kept.marks as Record<string, string>).toString()),
    };
  } catch {
    return null;
  }
}

/** Keeps the landing URL's marks if none are kept yet (or the kept ones expired). */
export function captureAttribution(search: string, store: KeyValueStore | null, now = Date.now()): void {
  if (store === null) return;
  const found = attributionFromSearch(search);
  if (Object.keys(found).length === 0) return;
  const kept = read(store, now);
  let next: Kept;
  if (kept === null) next = { marks: found, savedAt: now };
  else if (kept.marks.ref === undefined && found.ref !== undefined)
    next = { ...kept, marks: { ...kept.marks, ref: found.ref } };
  else return;
  try {
    store.setItem(ATTRIBUTION_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the guest simply goes unattributed.
  }
}

/** The kept marks for a registration or a consultation request; empty when none or expired. */
export function keptAttribution(store: KeyValueStore | null, now = Date.now()): Attribution {
  return store ? (read(store, now)?.marks ?? {}) : {};
}

/** Forgets the marks once an account carries them. */
export function forgetAttribution(store: KeyValueStore | null): void {
  try {
    store?.removeItem(ATTRIBUTION_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The browser's localStorage, or null where it is refused. */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
