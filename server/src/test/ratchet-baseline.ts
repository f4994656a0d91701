/**
 * A ratchet's baseline file (`test/*.txt`): a line per key, "count key", sorted by key. The ratchet tests read what
 * stands allowed from it and redraw it from what stands now (lowered by `npx vitest run -u`, never raised).
 */
export function renderBaseline(counts: Map<string, number>): string {
  return `${[...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${count} ${key}`)
    .join("\n")}\n`;
}

/** A baseline file's lines as key → count. */
export function parseBaseline(text: string): Map<string, number> {
  return new Map(
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [count, ...key] = line.split(" ");
        return [key.join(" "), Number(count)] as const;
      }),
  );
}
