import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  describeSkippedTests,
  SKIPPED_TESTS_FILE_VARIABLE,
  type SkippedTest,
} from "../server/src/test/skipped-tests-reporter.js";
import { chooseSuiteDatabase } from "../server/src/test/suite-database.js";

/**
 * The README's `npm test` (issue 39, decision 0151): every check, in the order that fails fastest, on the best database
 * this machine offers, saying first which one and last what did not run. The steps are the package's own scripts, so
 * each can also be run alone (`npm run test:unit`, `npm run test:e2e`, with or without DATABASE_URL).
 */
const STEPS = [
  { script: "lint", label: "lint" },
  { script: "typecheck", label: "typecheck" },
  { script: "test:unit", label: "unit and API tests", listsSkipped: true },
  { script: "test:e2e", label: "build and browser tests", listsSkipped: true },
] as const;

const started = Date.now();
const database = await chooseSuiteDatabase(process.env);
const scratch = mkdtempSync(join(tmpdir(), "school-npm-test-"));
let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= database.stop().finally(() => rmSync(scratch, { recursive: true, force: true }));
  return stopping;
};
// Ctrl-C reaches the step's processes too (one process group); the run's own PostgreSQL is then shut down here.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void stop().finally(() => process.exit(130)));

console.info(`npm test runs on ${database.says}.\n`);
const timings: string[] = [];
const skipped: SkippedTest[] = [];
let failed: string | undefined;
try {
  for (const [index, step] of STEPS.entries()) {
    const skippedFile = join(scratch, `skipped-${index}.json`);
    const stepStarted = Date.now();
    const code = await run(step.script, {
      ...process.env,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      [SKIPPED_TESTS_FILE_VARIABLE]: skippedFile,
    });
    timings.push(`${step.label} ${duration(Date.now() - stepStarted)}`);
    if ("listsSkipped" in step) skipped.push(...readSkipped(skippedFile));
    if (code !== 0) {
      failed = step.label;
      break;
    }
  }
} finally {
  await stop();
}

console.info(
  [
    "",
    `npm test ${failed ? `FAILED at ${failed}` : "passed"} in ${duration(Date.now() - started)}, on ${database.says}.`,
    `  ${timings.join(" · ")}`,
    failed && timings.length < STEPS.length
      ? `The steps after ${failed} did not run: ${STEPS.slice(timings.length)
          .map((step) => step.label)
          .join(", ")}.`
      : "",
    // "Every test ran" only of a run that reached its end.
    skipped.length > 0 || !failed ? describeSkippedTests(skipped) : "",
  ]
    .filter(Boolean)
    .join("\n"),
);
process.exit(failed ? 1 : 0);

function run(script: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit", env });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

function readSkipped(file: string): SkippedTest[] {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as SkippedTest[];
  } catch {
    // The step ended before its tests did (a failure elsewhere, or no tests run).
    return [];
  }
}

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
