/**
 * The pictures cut from a school's logo or a program's poster: home-screen icons, the favicon and the 1200 × 630
 * previews messengers show (decision 0142). A school without a logo gets the platform's mark on the theme colour:
 * drawn from paths, so no font has to be installed where the server runs.
 */

/** The platform's colour (web/index.html's theme-color): a school has no brand colour of its own yet. */
export const PLATFORM_THEME_COLOR = "#1f5eff";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The platform's mark (the graduation cap of the web app's SchoolLogo), in a 32-unit box. */
const MARK_PATH = "M16 7 4 13l12 6 9-4.5V21h2v-7.5L16 7Zm-7 9.2V21c0 2 3.1 4 7 4s7-2 7-4v-4.8l-7 3.5-7-3.5Z";

/**
 * How an icon is laid out: `app` (home screens: a square the system rounds itself, no transparency, since iOS fills
 * it with black), `maskable` (Android crops it to any shape: everything inside the middle 80 % circle) and `tab` (a
 * browser tab's favicon: the logo as large as it fits, its transparency kept).
 */
export type IconLook = "app" | "maskable" | "tab";

/** The share of the icon's side the logo may take: the maskable one keeps inside the safe circle's square. */
const LOGO_SHARE: Record<IconLook, number> = { app: 0.8, maskable: 0.56, tab: 1 };

const sharpOf = async () => {
  // Loaded on first use, not at start: sharp and libvips cost the server ~11 MB resident (decision 0120).
  const { default: sharp } = await import("sharp");
  return sharp;
};

/** The platform's mark as an SVG of `size` pixels: white on the theme colour, full-bleed or as a rounded tile. */
function platformMarkSvg(size: number, options: { rounded: boolean; markShare: number }): Buffer {
  const radius = options.rounded ? 8 : 0;
  const scale = options.markShare;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" rx="${radius}" fill="${PLATFORM_THEME_COLOR}"/>` +
      `<path transform="translate(16 16) scale(${scale}) translate(-15.5 -16)" d="${MARK_PATH}" fill="#fff"/></svg>`,
  );
}

/** A square PNG icon of `size` pixels: the logo laid out as `look` says, or the platform's mark without one. */
export async function iconPng(logo: Buffer | null, size: number, look: IconLook): Promise<Buffer> {
  const sharp = await sharpOf();
  if (!logo) {
    const svg = platformMarkSvg(size, { rounded: look === "tab", markShare: look === "maskable" ? 0.7 : 1 });
    return sharp(svg).png().toBuffer();
  }
  const side = Math.round(size * LOGO_SHARE[look]);
  const fitted = await sharp(logo)
    .resize(side, side, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const background = look === "tab" ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 };
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: fitted, gravity: "centre" }])
    .png()
    .toBuffer();
}

/** A 1200 × 630 cut of a poster, covering the frame around what the picture is of (libvips' attention strategy). */
export async function posterPreview(poster: Buffer): Promise<Buffer> {
  const sharp = await sharpOf();
  return sharp(poster)
    .rotate()
    .resize(OG_WIDTH, OG_HEIGHT, { fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * The logo on a white card in the middle of a 1200 × 630 canvas of the theme colour (a dark logo stays legible on
 * it), or the platform's mark in white there without one.
 */
export async function logoPreview(logo: Buffer | null): Promise<Buffer> {
  const sharp = await sharpOf();
  const canvas = sharp({
    create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: PLATFORM_THEME_COLOR },
  });
  if (!logo) {
    const mark = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="4 4 24 24">` +
        `<path d="${MARK_PATH}" fill="#fff"/></svg>`,
    );
    return canvas
      .composite([{ input: mark, gravity: "centre" }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  }
  const fitted = await sharp(logo)
    .resize(640, 300, { fit: "inside", withoutEnlargement: false })
    .png()
    .toBuffer({ resolveWithObject: true });
  const padding = 48;
  const cardWidth = fitted.info.width + 2 * padding;
  const cardHeight = fitted.info.height + 2 * padding;
  const card = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}">` +
      `<rect width="${cardWidth}" height="${cardHeight}" rx="32" fill="#fff"/></svg>`,
  );
  return canvas
    .composite([
      { input: card, gravity: "centre" },
      { input: fitted.data, gravity: "centre" },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
