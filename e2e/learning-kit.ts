import type { Page } from "playwright-core";
import { beforeAll } from "vitest";
import { browserSuite, demoProgramId, demoSchoolId, SETTLED_POPUP } from "./harness.js";

/**
 * What the learning area's browser tests share: a platform of the file's own with the demo program they work in
 * (its id and school's, filled in before the file's tests), the phone's width, and picking a drop-down option.
 */
export function learningSuite() {
  const suite = browserSuite();
  const demo = { courseId: 0, schoolId: 0 };
  beforeAll(async () => {
    demo.courseId = await demoProgramId(suite.platform);
    demo.schoolId = await demoSchoolId(suite.platform);
  });
  return { suite, demo };
}

/** A phone's width, once the shell has switched to its mobile layout (no side menu). */
export async function toPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("app-sider").waitFor({ state: "detached" });
}

/** Opens a select by its test id and clicks the option showing `label`, once the drop-down has settled. */
export async function pickOption(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page
    .locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option`, { hasText: label })
    .first()
    .click();
}
