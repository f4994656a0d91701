import { newId } from "../ids";

/**
 * The constructor writes a text with gaps as one line of text, gaps in square brackets (decision 0021 keeps
 * segments and ids; this is only the author's notation):
 * - insert words: `The cat [sat|sits] on the mat` — the accepted answers of the gap, separated by `|`;
 * - words with options: `The cat [*sat|sit|sits] on the mat` — the drop-down's options, the right one starred.
 * Parsing keeps the ids of the gaps (and options) the task already had, by position (and by text), so editing
 * the text does not renumber the gaps a student's saved answer points at.
 */
export type TextSegment = { type: "text"; text: string };
type Option = { id: string; text: string };
type InsertGap = { type: "gap"; id: string };
type OptionsGap = { type: "gap"; id: string; options: Option[] };

const GAP = /\[([^[\]]*)\]/g;

function splitGaps(source: string): ({ text: string } | { gap: string[] })[] {
  const parts: ({ text: string } | { gap: string[] })[] = [];
  let last = 0;
  for (const match of source.matchAll(GAP)) {
    if (match.index > last) parts.push({ text: source.slice(last, match.index) });
    parts.push({
      gap: (match[1] ?? "")
        .split("|")
        .map((word) => word.trim())
        .filter((word) => word !== "" && word !== "*"),
    });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ text: source.slice(last) });
  return parts;
}

const gapIdsOf = (segments: readonly { type: string; id?: string }[]) =>
  segments.flatMap((segment) => (segment.type === "gap" && segment.id ? [segment.id] : []));

export function parseInsertWords(
  source: string,
  previous: readonly (TextSegment | InsertGap)[],
): { segments: (TextSegment | InsertGap)[]; gaps: Record<string, string[]> } {
  const oldIds = gapIdsOf(previous);
  const segments: (TextSegment | InsertGap)[] = [];
  const gaps: Record<string, string[]> = {};
  for (const part of splitGaps(source)) {
    if ("text" in part) segments.push({ type: "text", text: part.text });
    else {
      const id = oldIds[Object.keys(gaps).length] ?? newId();
      segments.push({ type: "gap", id });
      gaps[id] = part.gap;
    }
  }
  return { segments, gaps };
}

export function writeInsertWords(
  segments: readonly (TextSegment | InsertGap)[],
  gaps: Record<string, readonly string[]>,
): string {
  return segments
    .map((segment) => (segment.type === "text" ? segment.text : `[${(gaps[segment.id] ?? []).join("|")}]`))
    .join("");
}

export function parseWordsOptions(
  source: string,
  previous: readonly (TextSegment | OptionsGap)[],
): { segments: (TextSegment | OptionsGap)[]; gaps: Record<string, string> } {
  const oldGaps = previous.filter((segment): segment is OptionsGap => segment.type === "gap");
  const segments: (TextSegment | OptionsGap)[] = [];
  const gaps: Record<string, string> = {};
  let index = 0;
  for (const part of splitGaps(source)) {
    if ("text" in part) {
      segments.push({ type: "text", text: part.text });
      continue;
    }
    const old = oldGaps[index];
    index += 1;
    const id = old?.id ?? newId();
    const options = part.gap.map((word) => {
      const text = word.replace(/^\*/, "").trim();
      return {
        id: old?.options.find((option) => option.text === text)?.id ?? newId(),
        text,
        right: word.startsWith("*"),
      };
    });
    // Two options with the same text would share an id: the second gets its own.
    const seen = new Set<string>();
    for (const option of options) {
      if (seen.has(option.id)) option.id = newId();
      seen.add(option.id);
    }
    segments.push({ type: "gap", id, options: options.map(({ id: optionId, text }) => ({ id: optionId, text })) });
    const right = options.find((option) => option.right);
    if (right) gaps[id] = right.id;
  }
  return { segments, gaps };
}

export function writeWordsOptions(
  segments: readonly (TextSegment | OptionsGap)[],
  gaps: Record<string, string>,
): string {
  return segments
    .map((segment) =>
      segment.type === "text"
        ? segment.text
        : `[${segment.options.map((option) => (gaps[segment.id] === option.id ? `*${option.text}` : option.text)).join("|")}]`,
    )
    .join("");
}
