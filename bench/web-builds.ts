import { resolve } from "node:path";
import { webDist } from "../e2e/harness.js";

/**
 * The web builds a browser bench measures side by side in one run (`BENCH_BUILDS=before:/path/to/dist,after:web/dist`),
 * or this checkout's build alone.
 */
export function benchBuilds(): { name: string; dist: string }[] {
  const listed = process.env.BENCH_BUILDS;
  if (!listed) return [{ name: "this build", dist: webDist }];
  return listed.split(",").map((entry) => {
    const [name, dist] = entry.split(":");
    return { name: name!, dist: resolve(dist!) };
  });
}
