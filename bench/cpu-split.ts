import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Where a server process spent its CPU (issue 36), read from the V8 profile `node --cpu-prof` writes on exit: each
 * sample's function is put in one part by the file it comes from, so the print says, e.g., how much the query
 * builder costs beside the driver, the web framework, the app's own code and garbage collection.
 */
type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The parts, first match wins; a frame matching none (a builtin, a native call without a file) is "builtins and the rest". */
const PARTS: readonly { part: string; matches(frame: ProfileNode["callFrame"]): boolean }[] = [
  { part: "garbage collection", matches: (frame) => frame.functionName === "(garbage collector)" },
  { part: "idle", matches: (frame) => frame.functionName === "(idle)" },
  { part: "Drizzle (building SQL, mapping rows)", matches: (frame) => frame.url.includes("/drizzle-orm/") },
  { part: "pg driver", matches: (frame) => /\/node_modules\/pg(-[a-z]+)?\//.test(frame.url) },
  {
    part: "Fastify (routing, hooks, serialising)",
    matches: (frame) =>
      /\/node_modules\/(fastify|@fastify|find-my-way|avvio|fast-json-stringify|light-my-request)/.test(frame.url),
  },
  { part: "zod (validation)", matches: (frame) => frame.url.includes("/node_modules/zod/") },
  { part: "jose (tokens)", matches: (frame) => frame.url.includes("/node_modules/jose/") },
  { part: "the platform's own code", matches: (frame) => /\/(server|contracts)\/(dist|src)\//.test(frame.url) },
  { part: "other packages", matches: (frame) => frame.url.includes("/node_modules/") },
  { part: "Node's own (http, streams, buffers)", matches: (frame) => frame.url.startsWith("node:") },
  { part: "V8 (compiling, native code)", matches: (frame) => frame.functionName === "(program)" },
];

/** Milliseconds per part, over every profile in `folder`. */
export function cpuSplitOf(folder: string): Map<string, number> {
  const spent = new Map<string, number>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(readFileSync(join(folder, file), "utf8")) as Profile;
    const partOf = new Map(
      profile.nodes.map((node) => [
        node.id,
        PARTS.find(({ matches }) => matches(node.callFrame))?.part ?? "builtins and the rest",
      ]),
    );
    // A sample's time is the delta to the next sample (V8 records the delta before each sample).
    profile.samples.forEach((nodeId, index) => {
      const part = partOf.get(nodeId) ?? "builtins and the rest";
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      spent.set(part, (spent.get(part) ?? 0) + ms);
    });
  }
  return spent;
}

/** The split as lines, busiest first, as shares of the busy (non-idle) time. */
export function printCpuSplit(folder: string, indent = "    "): void {
  const spent = cpuSplitOf(folder);
  const busy = [...spent].filter(([part]) => part !== "idle").reduce((sum, [, ms]) => sum + ms, 0);
  for (const [part, ms] of [...spent].filter(([name]) => name !== "idle").sort((a, b) => b[1] - a[1])) {
    console.info(`${indent}${part.padEnd(40)} ${((ms / busy) * 100).toFixed(1).padStart(5)} %`);
  }
}
