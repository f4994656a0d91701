import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";

const run = promisify(execFile);

/**
 * What a PDF says and shows, read by poppler's own tools as a reader's viewer would (decision 0162): `pdftotext` for
 * its text in reading order, `pdftoppm` for its first page as a PNG. A PDF they cannot open fails the test.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "pdf-text-"));
  try {
    await writeFile(join(dir, "document.pdf"), pdf);
    const { stdout } = await run("pdftotext", ["-enc", "UTF-8", join(dir, "document.pdf"), "-"]);
    // A line wraps where the page ends it: one space per run of white space reads as the text was written.
    return stdout.replace(/\s+/g, " ");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The pages as PNGs (at a low resolution: enough to prove each draws), each page's bytes. */
export async function pdfPages(pdf: Buffer): Promise<Buffer[]> {
  const dir = await mkdtemp(join(tmpdir(), "pdf-pages-"));
  try {
    await writeFile(join(dir, "document.pdf"), pdf);
    await run("pdftoppm", ["-png", "-r", "40", join(dir, "document.pdf"), join(dir, "page")]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith(".png")).sort();
    return Promise.all(pages.map((name) => readFile(join(dir, name))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What the QR code on the first page says, read from the page drawn at print resolution; null when none is found. */
export async function pdfQrCode(pdf: Buffer): Promise<string | null> {
  const dir = await mkdtemp(join(tmpdir(), "pdf-qr-"));
  try {
    await writeFile(join(dir, "document.pdf"), pdf);
    await run("pdftoppm", [
      "-r",
      "150",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      join(dir, "document.pdf"),
      join(dir, "page"),
    ]);
    // A binary PPM: "P6", width, height, the largest value (255), then three bytes a pixel.
    const ppm = await readFile(join(dir, "page.ppm"));
    const [, width = 0, height = 0] = (/^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString("latin1", 0, 64)) ?? []).map(
      Number,
    );
    const pixels = ppm.subarray(ppm.length - width * height * 3);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let index = 0; index < width * height; index += 1) {
      rgba.set(pixels.subarray(index * 3, index * 3 + 3), index * 4);
      rgba[index * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
