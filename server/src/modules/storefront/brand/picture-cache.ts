/**
 * Pictures already cut, by what they were cut from (the stored logo's or poster's key, which a new upload changes)
 * and how: a cut costs libvips tens of milliseconds, a hit nothing. Kept in memory up to a number of bytes, the
 * least recently used given up first; a process's restart cuts them again. One cut at a time per key: requests that
 * arrive while it runs wait for it.
 */
export class PictureCache {
  private readonly kept = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async get(key: string, cut: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.kept.get(key);
    if (known) {
      // Map keeps insertion order: moving a hit to the end makes the first entry the least recently used.
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const made = cut();
    this.kept.set(key, made);
    try {
      const picture = await made;
      if (this.kept.get(key) === made) this.remember(key, picture.length);
      return picture;
    } catch (error) {
      // A failed cut is not kept: the next request tries again (the file may have been a moment from being stored).
      if (this.kept.get(key) === made) this.kept.delete(key);
      throw error;
    }
  }

  private remember(key: string, size: number): void {
    this.sizes.set(key, size);
    this.bytes += size;
    for (const oldest of this.kept.keys()) {
      if (this.bytes <= this.maxBytes) break;
      // Cuts still running have no size yet and stay.
      const oldestSize = this.sizes.get(oldest);
      if (oldestSize === undefined || oldest === key) continue;
      this.kept.delete(oldest);
      this.sizes.delete(oldest);
      this.bytes -= oldestSize;
    }
  }
}
