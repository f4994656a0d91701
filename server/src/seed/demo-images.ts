/**
 * The demo's pictures, drawn at seed time rather than shipped as binaries: each program's poster (its initials on
 * its own colours) and two gallery scenes (a campus, a skyline), and the school's logo. Drawn as SVG, rendered and
 * encoded by sharp, a 480 px thumbnail beside each picture as the upload calls store them.
 */

/** Two colours a program's pictures are painted in. */
export type Palette = { from: string; to: string };

const FONT = "DejaVu Sans, Liberation Sans, sans-serif";
const THUMB_WIDTH = 480;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const gradient = (id: string, palette: Palette) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`;

/**
 * A 16:9 cover: the palette's gradient, soft rings and the initials large. No words: a poster is one picture for
 * every interface language, and the page beside it names the degree and the place in the reader's.
 */
export function posterSvg(palette: Palette, initials: string): string {
  const rings = [0, 1, 2, 3]
    .map(
      (ring) =>
        `<circle cx="1010" cy="150" r="${120 + ring * 90}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="18"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 1200 675">
<defs>${gradient("bg", palette)}</defs>
<rect width="1200" height="675" fill="url(#bg)"/>${rings}
<text x="70" y="430" font-family="${FONT}" font-weight="bold" font-size="250" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

/** A campus at dusk: a colonnaded hall under the palette's sky, its windows lit. */
export function campusSvg(palette: Palette): string {
  const columns = Array.from({ length: 7 }, (_, index) => 330 + index * 90)
    .map((x) => `<rect x="${x}" y="360" width="36" height="200" fill="#fff" fill-opacity="0.9"/>`)
    .join("");
  const windows = Array.from({ length: 12 }, (_, index) => 180 + index * 75)
    .map((x) => `<rect x="${x}" y="600" width="34" height="26" rx="3" fill="#ffd66b"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 1200 800">
<defs>${gradient("sky", palette)}</defs>
<rect width="1200" height="800" fill="url(#sky)"/>
<circle cx="960" cy="170" r="70" fill="#fff" fill-opacity="0.85"/>
<polygon points="280,350 600,200 920,350" fill="#fff" fill-opacity="0.95"/>
<rect x="300" y="340" width="600" height="24" fill="#fff"/>${columns}
<rect x="140" y="560" width="920" height="90" fill="#1f2937" fill-opacity="0.85"/>${windows}
<rect y="650" width="1200" height="150" fill="#14532d" fill-opacity="0.8"/>
</svg>`;
}

/** A skyline: towers and roofs in three shades against the palette's sky, a sun low on the left. */
export function skylineSvg(palette: Palette, seed: number): string {
  const towers = Array.from({ length: 14 }, (_, index) => {
    const height = 180 + ((index * 97 + seed * 53) % 260);
    const x = index * 88 - 20;
    const shade = index % 3 === 0 ? 0.9 : index % 3 === 1 ? 0.7 : 0.8;
    return `<rect x="${x}" y="${800 - height}" width="${70 + (index % 2) * 30}" height="${height}" fill="#111827" fill-opacity="${shade}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 1200 800">
<defs>${gradient("sky", { from: palette.to, to: palette.from })}</defs>
<rect width="1200" height="800" fill="url(#sky)"/>
<circle cx="260" cy="420" r="120" fill="#ffd66b" fill-opacity="0.9"/>${towers}
</svg>`;
}

/** The school's logo: a rounded square with an open book and the school's initials. */
export function logoSvg(palette: Palette, initials: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs>${gradient("bg", palette)}</defs>
<rect width="512" height="512" rx="112" fill="url(#bg)"/>
<path d="M96 170 Q176 130 256 170 Q336 130 416 170 L416 300 Q336 260 256 300 Q176 260 96 300 Z" fill="#fff"/>
<path d="M256 170 L256 300" stroke="${palette.from}" stroke-width="8"/>
<text x="256" y="430" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="104" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

/** A drawing as stored: the full picture and its thumbnail. */
export type EncodedPicture = { image: Buffer; thumb: Buffer };

/**
 * JPEG rather than the uploads' WebP: encoding these smooth gradients as WebP took most of the seed's time, and the
 * upload checks, /media/ and every browser take either.
 */
export async function encodePicture(svg: string): Promise<EncodedPicture> {
  const { default: sharp } = await import("sharp");
  const drawing = Buffer.from(svg);
  const [image, thumb] = await Promise.all([
    sharp(drawing).jpeg({ quality: 85 }).toBuffer(),
    sharp(drawing).resize({ width: THUMB_WIDTH }).jpeg({ quality: 85 }).toBuffer(),
  ]);
  return { image, thumb };
}

export async function encodeLogo(svg: string): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(svg)).webp({ quality: 90, effort: 2 }).toBuffer();
}
