import { spawn } from "node:child_process";

/**
 * The strict typecheck of every workspace, `tsc -b` layer by layer: the projects of a layer depend only on the layers
 * before it, so they are checked at once, each in a tsc of its own (tsc -b checks one project at a time; server and
 * web take half a minute each, decision 0104). A project's output is printed once it ends, so outputs never mix.
 */
const LAYERS = [["contracts"], ["server", "web"], ["e2e", "bench", "scripts"]] as const;

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, ["node_modules/typescript/bin/tsc", "-b", project], { stdio: "pipe" });
    let output = "";
    tsc.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    tsc.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    tsc.on("close", (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`typecheck: ${project} failed`);
      resolve(code === 0);
    });
  });
}

for (const layer of LAYERS) {
  const passed = await Promise.all(layer.map(check));
  if (passed.includes(false)) process.exit(1);
}
