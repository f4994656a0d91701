import { describe, expect, it } from "vitest";
import { withScriptsAfterPaint } from "./served-page.js";

const page = [
  "<html><head><title>t</title>",
  '<script type="module" crossorigin src="/assets/runtime-a1.js"></script>',
  '<script type="module" crossorigin src="/assets/app-b2.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/app-c3.css">',
  '<link rel="modulepreload" crossorigin href="/assets/catalogue-page-d4.js">',
  '</head><body><div id="root"></div></body></html>',
].join("");

describe("a drawn page's scripts", () => {
  it("are handed, in the page's order, to the after-paint script, and the page fetches nothing else at once", () => {
    const served = withScriptsAfterPaint(page, "/assets/after-paint-e5.js");
    expect(served).not.toContain('src="/assets/app-b2.js"');
    expect(served).not.toContain("modulepreload");
    expect(served).toContain(
      '<script type="module" src="/assets/after-paint-e5.js" data-after-paint data-scripts="/assets/runtime-a1.js /assets/app-b2.js" data-preloads="/assets/catalogue-page-d4.js"></script></head>',
    );
    expect(served).toContain('<link rel="stylesheet" crossorigin href="/assets/app-c3.css">');
  });

  it("stay as they are in a build without the after-paint script", () => {
    expect(withScriptsAfterPaint(page, null)).toBe(page);
  });
});
