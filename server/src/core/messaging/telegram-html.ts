/**
 * Sanitised HTML (a mailing's body, already through the allow-list) as Telegram's `parse_mode: "HTML"` takes it:
 * only b/strong, i/em, u/ins, s/strike/del, a href (http, https, tg), code, pre, blockquote and tg-spoiler are kept,
 * without other attributes; paragraphs, line breaks, headings and list items become new lines (items with a bullet);
 * every other tag is dropped and its text kept. Telegram knows only four named entities, so others become characters.
 */
const KEPT = new Set([
  "b",
  "strong",
  "i",
  "em",
  "u",
  "ins",
  "s",
  "strike",
  "del",
  "code",
  "pre",
  "blockquote",
  "tg-spoiler",
]);
const BLOCKS = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "tr", "table"]);
const NAMED: Record<string, string> = {
  nbsp: " ",
  laquo: "«",
  raquo: "»",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  apos: "'",
};
const TELEGRAM_ENTITIES = new Set(["lt", "gt", "amp", "quot"]);

export function toTelegramHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (const match of html.matchAll(tagPattern)) {
    out.push(html.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === "/";
    const name = (match[2] ?? "").toLowerCase();
    if (!name) continue;
    if (name === "br") out.push("\n");
    else if (name === "li") out.push(closing ? "\n" : "• ");
    else if (BLOCKS.has(name)) out.push(closing ? "\n" : "");
    else if (KEPT.has(name)) {
      if (!closing) {
        out.push(`<${name}>`);
        open.push(name);
      } else if (open.includes(name)) {
        out.push(`</${name}>`);
        open.splice(open.lastIndexOf(name), 1);
      }
    } else if (name === "a") {
      if (closing) {
        if (open.includes("a")) {
          out.push("</a>");
          open.splice(open.lastIndexOf("a"), 1);
        }
      } else {
        const href =
          /href\s*=\s*"([^"]*)"/i.exec(match[3] ?? "")?.[1] ?? /href\s*=\s*'([^']*)'/i.exec(match[3] ?? "")?.[1];
        if (href && /^(https?:|tg:)/i.test(href.replace(/&amp;/g, "&"))) {
          out.push(`<a href="${href.replace(/"/g, "&quot;")}">`);
          open.push("a");
        }
      }
    }
  }
  out.push(html.slice(last));
  // Anything left open is closed, innermost first, so Telegram never refuses the markup.
  for (const name of open.reverse()) out.push(`</${name}>`);
  return out
    .join("")
    .replace(/&([a-zA-Z]+);/g, (entity, name: string) =>
      TELEGRAM_ENTITIES.has(name) ? entity : (NAMED[name] ?? `&amp;${name};`),
    )
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
