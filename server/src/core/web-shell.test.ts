import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptSources, loadWebShell } from "./web-shell.js";

const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/framework.js"></head><body></body></html>`;

function webDist(preloads?: unknown, index = INDEX): string {
  const dir = mkdtempSync(join(tmpdir(), "web-shell-"));
  writeFileSync(join(dir, "index.html"), index);
  if (preloads !== undefined) {
    mkdirSync(join(dir, ".vite"));
    writeFileSync(join(dir, ".vite", "route-preloads.json"), JSON.stringify(preloads));
  }
  return dir;
}

const PRELOADS = {
  layouts: { guest: { scripts: ["/assets/shell.js", "/assets/framework.js"], styles: ["/assets/shell.css"] } },
  pages: {
    guestCatalog: { scripts: ["/assets/catalogue-page.js", "/assets/shell.js"], styles: [] },
    guestCourseInfo: { scripts: ["/assets/program-page.js"], styles: [] },
  },
};

/** The page the server sends for a path. */
function pageOf(dist: string, path: string, largestImage?: string): string {
  const shell = loadWebShell(dist);
  return shell.pageFor(shell.routeOf(path), largestImage);
}

describe("the web app's page per screen (decision 0106)", () => {
  it("names the route's layout and page chunks once each, and not those index.html names already", () => {
    const page = pageOf(webDist(PRELOADS), "/guest-catalog");
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/shell.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/shell.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/catalogue-page.js"></head>',
    );
    expect(page.match(/framework\.js/g)).toHaveLength(1);
  });

  it("matches a route's parameters, so a program's page gets its own chunk and not the catalogue's", () => {
    const page = pageOf(webDist(PRELOADS), "/guest-catalog/info/42");
    expect(page).toContain('href="/assets/program-page.js"');
    expect(page).not.toContain("catalogue-page");
  });

  it("answers index.html as it is for a path of no route, and for a build without the list", () => {
    expect(pageOf(webDist(PRELOADS), "/no/such/screen")).toBe(INDEX);
    expect(pageOf(webDist(), "/guest-catalog")).toBe(INDEX);
  });

  it("reads a screen's path parameters by name", () => {
    const shell = loadWebShell(webDist(PRELOADS));
    expect(shell.routeOf("/guest-catalog/info/42")).toEqual({ key: "guestCourseInfo", params: { courseId: "42" } });
    expect(shell.routeOf("/guest-catalog")).toEqual({ key: "guestCatalog", params: {} });
    expect(shell.routeOf("/no/such/screen")).toBeUndefined();
  });

  it("preloads the picture a screen shows largest, escaped as an attribute (decision 0123)", () => {
    const page = pageOf(webDist(PRELOADS), "/guest-catalog/info/42", '/media/posters/1/a"b&c.jpg');
    expect(page).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/posters/1/a&quot;b&amp;c.jpg"></head>',
    );
    expect(pageOf(webDist(PRELOADS), "/guest-catalog/info/42")).not.toContain('rel="preload"');
  });

  it("allows the build's import map by its hash, and still names the route's files the map lists (decision 0173)", () => {
    const map =
      '{"imports":{"/assets/shell-A.js":"/assets/shell.js","/assets/catalogue-page-B.js":"/assets/catalogue-page.js"}}';
    const index = INDEX.replace("<head>", `<head><script type="importmap">${map}</script>`);
    const dist = webDist(PRELOADS, index);
    expect(inlineScriptSources(dist)).toEqual([`'sha256-${createHash("sha256").update(map).digest("base64")}'`]);
    expect(pageOf(dist, "/guest-catalog")).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/shell.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/catalogue-page.js"></head>',
    );
    expect(inlineScriptSources(webDist(PRELOADS))).toEqual([]);
  });
});
