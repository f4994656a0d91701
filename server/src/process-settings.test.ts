import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ROOT } from "./paths.js";
import { SERVER_MALLOC_TUNABLES, SERVER_NODE_FLAGS } from "./process-settings.js";

const startScript: string = JSON.parse(readFileSync(join(SERVER_ROOT, "package.json"), "utf8")).scripts.start;
const dockerfile = readFileSync(join(SERVER_ROOT, "../deploy/Dockerfile"), "utf8");

describe("the server process's settings", () => {
  it("are the start script's: node's heap flags before the entry, malloc's setting unless the caller has one", () => {
    expect(startScript).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} --enable-source-maps dist/main.js`);
    expect(startScript).toContain(`GLIBC_TUNABLES=\${GLIBC_TUNABLES:-${SERVER_MALLOC_TUNABLES}}`);
  });

  it("are the container image's", () => {
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(command && JSON.parse(command)).toEqual([
      "node",
      ...SERVER_NODE_FLAGS,
      "--enable-source-maps",
      "server/dist/main.js",
    ]);
    expect(dockerfile).toMatch(
      new RegExp(`^\\s+GLIBC_TUNABLES=${SERVER_MALLOC_TUNABLES.replaceAll(".", "\\.")} \\\\$`, "m"),
    );
  });
});
