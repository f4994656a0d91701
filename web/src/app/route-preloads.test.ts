import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { WEB_ROUTES, type WebLayout } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { SOURCE } from "../../build/first-screen-modules";
import { routeModules } from "../../build/route-preloads";

const modules = routeModules(readFileSync(resolve(SOURCE, "app/pages.tsx"), "utf8"));

describe("the build's list of each route's chunks (decision 0106)", () => {
  it("finds the page module of every route and the module of every layout in pages.tsx", () => {
    expect(Object.keys(modules.pages).sort()).toEqual(WEB_ROUTES.map((route) => route.key).sort());
    const layouts: WebLayout[] = ["main", "guest", "empty"];
    expect(Object.keys(modules.layouts).sort()).toEqual([...layouts].sort());
    for (const module of [...Object.values(modules.pages), ...Object.values(modules.layouts)]) {
      expect(existsSync(module), module).toBe(true);
    }
  });

  it("names the module each loader imports", () => {
    expect(modules.pages.guestCatalog).toBe(resolve(SOURCE, "pages/GuestCatalogPage.tsx"));
    expect(modules.pages.error).toBe(resolve(SOURCE, "pages/NotFoundPage.tsx"));
    expect(modules.layouts.main).toBe(resolve(SOURCE, "app/layouts/MainLayout.tsx"));
  });
});
