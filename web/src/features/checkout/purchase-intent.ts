/**
 * The program a guest wanted to buy, kept across registration or sign-in (sessionStorage: this tab only, gone
 * with it) so the new student comes back to its page and buys it. An hour old, it is forgotten.
 */
const KEY = "school.purchaseIntent";
const MAX_AGE_MS = 60 * 60 * 1000;

export function rememberPurchaseIntent(courseId: number): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ courseId, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the guest comes back to their home page instead.
  }
}

/** Where to go after signing in when a purchase was started as a guest (read once), or null. */
export function takePurchaseReturnPath(): string | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!text) return null;
    const { courseId, at } = JSON.parse(text) as { courseId?: unknown; at?: unknown };
    if (typeof courseId !== "number" || !Number.isInteger(courseId) || courseId <= 0) return null;
    if (typeof at !== "number" || Date.now() - at > MAX_AGE_MS) return null;
    return `/my-course/info/${courseId}?buy=1`;
  } catch {
    return null;
  }
}
