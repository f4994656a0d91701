/**
 * The program a guest wanted to buy, kept across registration or sign-in and the onboarding tour (sessionStorage:
 * this tab only, gone with it), so the purchase goes on by itself once the new student is free to act (decision
 * 0139). It carries the order's idempotency key from the first Buy: a reload while the order opens finds the same
 * order. An hour old, it is forgotten.
 */
const KEY = "school.purchaseIntent";
const MAX_AGE_MS = 60 * 60 * 1000;

export type PurchaseIntent = { courseId: number; key: string };

/** A key for one purchase: a double click, a retried request or a reload on the way finds the same order. */
export const newPurchaseKey = () =>
  typeof crypto.randomUUID === "function"
    ? `buy-${crypto.randomUUID()}`
    : `buy-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function rememberPurchaseIntent(courseId: number): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ courseId, key: newPurchaseKey(), at: Date.now() }));
  } catch {
    // Storage refused (private mode): the guest comes back to their home page and presses Buy again.
  }
}

/** The purchase a guest started and nobody has opened yet, or null. */
export function pendingPurchase(): PurchaseIntent | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (!text) return null;
    const { courseId, key, at } = JSON.parse(text) as { courseId?: unknown; key?: unknown; at?: unknown };
    if (typeof courseId !== "number" || !Number.isInteger(courseId) || courseId <= 0) return null;
    if (typeof key !== "string" || typeof at !== "number" || Date.now() - at > MAX_AGE_MS) return null;
    return { courseId, key };
  } catch {
    return null;
  }
}

/** Once the order has answered (or cannot be opened): nothing starts it again. */
export function forgetPurchaseIntent(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Where to go after signing in when a purchase was started as a guest: the program's page, where it goes on. */
export function purchaseReturnPath(): string | null {
  const intent = pendingPurchase();
  return intent === null ? null : `/my-course/info/${intent.courseId}`;
}
