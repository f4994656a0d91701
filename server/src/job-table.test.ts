import { describe, expect, it } from "vitest";
import { JOB_KINDS } from "./app.js";
import type { ModuleManifest } from "./core/module-manifest.js";
import { MODULES } from "./modules/index.js";

const manifests: readonly ModuleManifest[] = MODULES;

/**
 * The build checks that every declared kind is in the table (app.ts); two modules registering one name would pass it,
 * the table keeping the last one's kind, so this test looks at the kinds themselves.
 */
describe("the job table", () => {
  const registered = manifests.flatMap((module) =>
    Object.entries(module.jobs ?? {}).map(([name, kind]) => ({ module: module.name, name, kind })),
  );

  it("has no kind name registered by two modules", () => {
    const registrars = (name: string) => registered.filter((registration) => registration.name === name);
    const shared = registered.filter(({ name }) => registrars(name).length > 1);
    expect(shared.map(({ module, name }) => `${module}: ${name}`)).toEqual([]);
  });

  it("runs every kind a module registers, under its name", () => {
    const table = new Map<string, unknown>(Object.entries(JOB_KINDS));
    const missing = registered.filter(({ name, kind }) => table.get(name) !== kind);
    expect(missing.map(({ module, name }) => `${module}: ${name}`)).toEqual([]);
  });
});
