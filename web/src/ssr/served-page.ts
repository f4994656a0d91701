import type { AccessClaims, UiLanguage } from "@school/contracts";
import type { DehydratedState } from "@tanstack/react-query";

/** The element the server writes a drawn page's state into (beside #root), as JSON. */
export const SERVED_STATE_ID = "served-state";

/** What a page drawn by the server tells the browser that hydrates it (decision 0145). */
export type ServedState = {
  language: UiLanguage;
  /** Whether the visitor named it (the address's `hl` or the language cookie): sign-in keeps it (decision 0170). */
  named: boolean;
  /** Whether the server drew the phone's layout (from the User-Agent). */
  phone: boolean;
  queries: DehydratedState;
  /** The user a signed-in screen was drawn for (decision 0176); absent on a guest page, drawn for no one. */
  session?: { claims: AccessClaims };
};

/** The state of the page the server drew, or null for the bare shell (a signed-in screen, a render that failed). */
export function readServedState(): ServedState | null {
  const element = document.getElementById(SERVED_STATE_ID);
  const root = document.getElementById("root");
  if (element === null || root === null || !root.hasChildNodes()) return null;
  try {
    return JSON.parse(element.textContent ?? "") as ServedState;
  } catch {
    return null;
  }
}
