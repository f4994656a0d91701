import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A web build of a test's own: the shell (`dist/index.html`) and a server renderer (`dist-ssr/entry-server.js`) with
 * the built bundle's module shape (web/src/ssr/entry-server.tsx), so a test drives what the server does around the
 * renderer without building the web app. `dist` is what `createTestApp({ webDist })` takes; `remove` ends it.
 */
export function fakeWebBuild(input: { index: string; renderer: string }): { dist: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), "school-web-build-"));
  mkdirSync(join(folder, "dist"));
  mkdirSync(join(folder, "dist-ssr"));
  writeFileSync(join(folder, "dist", "index.html"), input.index);
  writeFileSync(join(folder, "dist-ssr", "entry-server.js"), input.renderer);
  return { dist: join(folder, "dist"), remove: () => rmSync(folder, { recursive: true, force: true }) };
}
