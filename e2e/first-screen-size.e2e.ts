import type { SignedInRole } from "@school/contracts";
import { describe, expect, it } from "vitest";
import {
  describeChunks,
  FIRST_SCREEN_BUDGET_BYTES,
  kilobytes,
  measureFirstScreen,
  type Viewport,
} from "./first-screen.js";
import { browserSuite, demoProgramId, loginAs } from "./harness.js";

/**
 * The budget of decision 0018: what the first screen of the catalogue downloads of code, gzipped; a program's page,
 * where a visitor lands from a shared link, is held to the same.
 */
const suite = browserSuite();
const CARD = '[data-testid^="course-card-"]';
const PROGRAM_TITLE = '[data-testid="course-info-title"]';

/** A signed-in user's cookies and storage, from a sign-in of their own (refresh cookies are spent by use). */
async function signedIn(role: SignedInRole) {
  const { context, page } = await suite.platform.newPage();
  try {
    await loginAs(page, role);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

describe("the first screen's code stays within its budget", () => {
  for (const viewport of ["mobile", "desktop"] as Viewport[]) {
    for (const screen of [
      { name: "/guest-catalog", path: async () => "/guest-catalog", role: null, ready: CARD },
      { name: "/catalog", path: async () => "/catalog", role: "student", ready: CARD },
      {
        name: "a program's page",
        path: async () => `/guest-catalog/info/${await demoProgramId(suite.platform)}`,
        role: null,
        ready: PROGRAM_TITLE,
      },
    ] as const) {
      it(`${screen.name} on ${viewport}`, async () => {
        const path = await screen.path();
        const measured = await measureFirstScreen({
          browser: suite.platform.browser,
          url: `${suite.platform.baseUrl}${path}`,
          readySelector: screen.ready,
          viewport,
          storageState: screen.role === null ? undefined : await signedIn(screen.role),
        });
        const budget = FIRST_SCREEN_BUDGET_BYTES[viewport];
        const verdict =
          `${path} (${viewport}) downloads ${kilobytes(measured.gzipBytes)} of gzipped JS and CSS ` +
          `in ${measured.chunks.length} files, budget ${kilobytes(budget)}; largest:\n${describeChunks(measured.chunks, 12)}`;
        expect(measured.gzipBytes, verdict).toBeLessThanOrEqual(budget);
        // Only the current language's texts, and only the first screen's: one chunk of texts, not three or six.
        expect(
          measured.chunks.filter((chunk) => /\/(first|other)-screens?-/.test(chunk.path)),
          verdict,
        ).toEqual([expect.objectContaining({ path: expect.stringContaining("/first-screen-") })]);
      });
    }
  }
});
