import { crc32, deflateSync } from "node:zlib";

/**
 * The demo's task files, drawn here rather than shipped as binaries: a sky-blue flag with a golden sun (PNG) and
 * three short beeps (WAV), enough for a picture task and a listening task.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function demoFlagPng(width = 192, height = 96): Buffer {
  const sky = [0, 175, 202];
  const gold = [254, 197, 0];
  const radius = height * 0.22;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const inSun = (x - width / 2) ** 2 + (y - height * 0.45) ** 2 <= radius ** 2;
      const stripe = x > width * 0.06 && x < width * 0.1 && y > height * 0.1 && y < height * 0.9 && y % 8 < 4;
      const colour = inSun || stripe ? gold : sky;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export function demoBeepsWav(beeps = 3): Buffer {
  const rate = 8000;
  const tone = 0.25;
  const pause = 0.35;
  const samples = Math.round(rate * (beeps * (tone + pause) + pause));
  const pcm = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1) {
    const time = index / rate - pause;
    const inBeep = time >= 0 && time % (tone + pause) < tone && time < beeps * (tone + pause);
    const value = inBeep ? Math.round(Math.sin(2 * Math.PI * 880 * time) * 9000) : 0;
    pcm.writeInt16LE(value, index * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
