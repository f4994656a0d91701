import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Chunk, describeChunks, kilobytes, measureFirstScreen } from "../e2e/first-screen.js";
import { demoProgramId, loginAs, startPlatform, webDist } from "../e2e/harness.js";
import { BUNDLE_MODULES_FILE, type BundleModules } from "../web/build/bundle-modules.js";

/**
 * What the first screen's code is made of (decision 0117): the three first screens on a phone (with their totals on
 * a desktop), measured as `e2e/first-screen-size.e2e.ts` measures them, each file's gzipped size split among the
 * packages and folders it holds (in proportion to their modules gzipped on their own, from the build's
 * `bundle-modules.json`), summed over the screen. Style sheets count as CSS. A size report, not a test.
 * Run: npm run bench:first-screen (builds the web app with BUNDLE_MODULES=1 first).
 */
const CARD = '[data-testid^="course-card-"]';
const PROGRAM_TITLE = '[data-testid="course-info-title"]';

/** Who a module belongs to: a package, the contracts, a folder of the web app, or one language's texts. */
function ownerOf(module: string): string {
  const dependency = module.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1]!;
  if (module.startsWith("contracts/")) return "@school/contracts";
  if (/^web\/src\/locales\/.*\.json$/.test(module)) return "texts (one language)";
  const folder = module.match(/^web\/src\/(features\/[^/]+|[^/]+)/);
  if (folder) return `web/src/${folder[1]}`;
  return "bundler runtime";
}

function breakdown(chunks: readonly Chunk[], modules: BundleModules): Map<string, number> {
  const owners = new Map<string, number>();
  const add = (owner: string, bytes: number) => owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  for (const chunk of chunks) {
    const parts = modules[chunk.path.replace(/^\//, "")];
    if (chunk.path.endsWith(".css") || parts === undefined) {
      add(chunk.path.endsWith(".css") ? "CSS" : `unknown (${chunk.path})`, chunk.gzipBytes);
      continue;
    }
    const total = parts.reduce((sum, part) => sum + part.gzipBytes, 0);
    for (const part of parts) add(ownerOf(part.module), total === 0 ? 0 : (chunk.gzipBytes * part.gzipBytes) / total);
  }
  return owners;
}

async function main() {
  const modulesFile = join(webDist, BUNDLE_MODULES_FILE);
  if (!existsSync(modulesFile)) {
    throw new Error(`No ${modulesFile}: build with BUNDLE_MODULES=1 (npm run bench:first-screen does)`);
  }
  const modules: BundleModules = JSON.parse(readFileSync(modulesFile, "utf8"));
  const platform = await startPlatform();
  try {
    const { context, page } = await platform.newPage();
    await loginAs(page, "student");
    const student = await context.storageState();
    await context.close();
    const screens = [
      { name: "/guest-catalog", path: "/guest-catalog", ready: CARD, storageState: undefined },
      {
        name: "a program's page",
        path: `/guest-catalog/info/${await demoProgramId(platform)}`,
        ready: PROGRAM_TITLE,
        storageState: undefined,
      },
      { name: "/catalog (student)", path: "/catalog", ready: CARD, storageState: student },
    ];
    for (const screen of screens) {
      // One after the other, so the two loads do not share the cores.
      const measureAt = (viewport: "mobile" | "desktop") =>
        measureFirstScreen({
          browser: platform.browser,
          url: `${platform.baseUrl}${screen.path}`,
          readySelector: screen.ready,
          viewport,
          storageState: screen.storageState,
        });
      const measured = await measureAt("mobile");
      const desktop = await measureAt("desktop");
      console.info(`\n${screen.name} on a desktop: ${kilobytes(desktop.gzipBytes)} in ${desktop.chunks.length} files`);
      console.info(
        `\n${screen.name} on a phone: ${kilobytes(measured.gzipBytes)} in ${measured.chunks.length} files\n${describeChunks(measured.chunks)}`,
      );
      const owners = [...breakdown(measured.chunks, modules)].sort((left, right) => right[1] - left[1]);
      console.info("made of (gzipped, split in proportion):");
      for (const [owner, bytes] of owners) console.info(`${kilobytes(bytes).padStart(9)}  ${owner}`);
    }
  } finally {
    await platform.close();
  }
}

await main();
