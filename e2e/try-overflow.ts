import { chooseLanguage, loginAs, startPlatform } from "./harness.js";
const platform = await startPlatform();
try {
  const { page } = await platform.newPage({ width: 390 });
  await loginAs(page, "admin_school", "/settings?tab=school");
  for (const language of ["ru", "kk", "en"] as const) {
    await chooseLanguage(page, language);
    await page.getByTestId("school-settings-form").waitFor();
    await page.waitForTimeout(1000);
    const wide = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll("body *")) {
        const r = el.getBoundingClientRect();
        if (r.right > window.innerWidth + 0.5 && r.width > 0) out.push(`${el.tagName}.${String(el.className).slice(0, 60)} right=${r.right.toFixed(1)} w=${r.width.toFixed(1)} text=${(el.textContent ?? "").slice(0, 80)} parent=${el.parentElement?.className} ${el.parentElement?.parentElement?.className}`);
      }
      return { sw: document.documentElement.scrollWidth, out: out.slice(0, 12) };
    });
    process.stdout.write(`${language} ${JSON.stringify(wide, null, 1)}\n`);
  }
} finally {
  await platform.close();
}
