import { describe, expect, it } from "vitest";
import { withScriptsAfterPaint } from "./served-page.js";

const page = [
  "<html><head><title>t</title>",
  '<script type="importmap">{"imports":{"/assets/app-k1.js":"/assets/app-b2.js"}}</script>\n',
  '<script type="module" crossorigin src="/assets/runtime-a1.js"></script>',
  '<script type="module" crossorigin src="/assets/app-b2.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/app-c3.css">',
  '<link rel="modulepreload" crossorigin href="/assets/catalogue-page-d4.js">',
  '</head><body><div id="root"></div></body></html>',
].join("");

describe("a drawn page's scripts", () => {
  it("are handed, in the page's order, to the after-paint script with the import map's file and the page's files of library code, and the page fetches nothing else at once", () => {
    const served = withScriptsAfterPaint(page, {
      script: "/assets/after-paint-e5.js",
      importMap: "/assets/import-map-f6.json",
      libraries: ["/assets/zod-g7.js", "/assets/runtime-a1.js"],
    });
    expect(served).not.toContain('src="/assets/app-b2.js"');
    expect(served).not.toContain("modulepreload");
    expect(served).not.toContain("importmap");
    expect(served).toContain(
      '<script defer src="/assets/after-paint-e5.js" data-after-paint data-import-map="/assets/import-map-f6.json" data-scripts="/assets/runtime-a1.js /assets/app-b2.js" data-preloads="/assets/catalogue-page-d4.js" data-libraries="/assets/runtime-a1.js"></script></head>',
    );
    expect(served).toContain('<link rel="stylesheet" crossorigin href="/assets/app-c3.css">');
  });

  it("keep the import map in the page when the build has no file of it", () => {
    const served = withScriptsAfterPaint(page, { script: "/assets/after-paint-e5.js", importMap: null, libraries: [] });
    expect(served).toContain('<script type="importmap">');
    expect(served).not.toContain("data-import-map");
  });

  it("stay as they are in a build without the after-paint script", () => {
    expect(withScriptsAfterPaint(page, null)).toBe(page);
  });
});
