import { PassThrough, Readable } from "node:stream";
import { createDeflateRaw } from "node:zlib";

/**
 * A zip archive written as a stream (entries stored by default: PDFs and images are compressed already; an entry
 * of text may ask to be deflated as it streams), so an export of many files is sent as it is read and never held whole in memory. Each entry's CRC and
 * sizes follow its data (a data descriptor, general-purpose flag bit 3), which is what lets it stream. Entries and
 * the archive stay under 4 GB (no ZIP64): one student's documents are at most a few hundred MB.
 */
export type ZipEntry = {
  name: string;
  data: Buffer | (() => Promise<Readable | null>);
  /** Deflated as it streams (text such as a spreadsheet's XML shrinks tenfold); stored when not asked. */
  deflate?: boolean;
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(crc: number, chunk: Buffer): number {
  let c = crc ^ 0xffffffff;
  for (const byte of chunk) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const UTF8_NAMES = 0x0800;
const DATA_DESCRIPTOR = 0x0008;
const STORED = 0;
const DEFLATE = 8;

/** DOS time and date of an instant (the zip format's own). */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): Readable {
  const out = new PassThrough();
  const write = (chunk: Buffer) =>
    out.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => out.once("drain", resolve));
  (async () => {
    const central: Buffer[] = [];
    let offset = 0;
    let count = 0;
    const { time, date } = dosDateTime(new Date());
    for await (const entry of entries) {
      const source = Buffer.isBuffer(entry.data) ? entry.data : await entry.data();
      if (source === null) continue;
      const name = Buffer.from(entry.name, "utf8");
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(UTF8_NAMES | DATA_DESCRIPTOR, 6);
      const method = entry.deflate ? DEFLATE : STORED;
      header.writeUInt16LE(method, 8);
      header.writeUInt16LE(time, 10);
      header.writeUInt16LE(date, 12);
      header.writeUInt16LE(name.length, 26);
      await write(Buffer.concat([header, name]));
      let crc = 0;
      let size = 0;
      let written = 0;
      const chunks: AsyncIterable<Buffer> | Buffer[] = Buffer.isBuffer(source) ? [source] : source;
      const counted = async function* () {
        for await (const chunk of chunks) {
          const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
          crc = crc32(crc, bytes);
          size += bytes.length;
          yield bytes;
        }
      };
      const output: AsyncIterable<Buffer> = entry.deflate
        ? Readable.from(counted()).pipe(createDeflateRaw())
        : counted();
      for await (const bytes of output) {
        written += bytes.length;
        await write(bytes);
      }
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(written, 8);
      descriptor.writeUInt32LE(size, 12);
      await write(descriptor);
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(UTF8_NAMES | DATA_DESCRIPTOR, 8);
      record.writeUInt16LE(method, 10);
      record.writeUInt16LE(time, 12);
      record.writeUInt16LE(date, 14);
      record.writeUInt32LE(crc, 16);
      record.writeUInt32LE(written, 20);
      record.writeUInt32LE(size, 24);
      record.writeUInt16LE(name.length, 28);
      record.writeUInt32LE(offset, 42);
      central.push(record, name);
      offset += 30 + name.length + written + 16;
      count += 1;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    await write(Buffer.concat([directory, end]));
    out.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
