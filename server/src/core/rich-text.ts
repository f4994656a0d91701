import sanitizeHtml from "sanitize-html";

/**
 * Rich text from staff (mailings, templates; FAQ answers and notices may use it too): an allow-list of tags and
 * attributes, links only to http(s) and mailto, nothing that runs (decision 0066). What is left is safe to render in
 * the app and in a mail client; scripts, event handlers, styles, iframes and `javascript:` links are dropped.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "b", "strong", "i", "em", "u", "s", "a", "ul", "ol", "li", "h3", "h4", "blockquote"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Every link opens outside and tells the target nothing of the page that linked it.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } }),
  },
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The subset Telegram's `parse_mode: "HTML"` knows: bold, italic, underline, strike, links; paragraphs as lines. */
export function telegramHtml(html: string): string {
  const withBreaks = html
    .replace(/<\/(p|h3|h4|blockquote|li)>/gi, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li>/gi, "• ");
  return sanitizeHtml(withBreaks, {
    allowedTags: ["b", "strong", "i", "em", "u", "s", "a"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto"],
  })
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Plain text for mail clients without HTML: the words, line breaks where blocks end, links after their text. */
export function plainText(html: string): string {
  const marked = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, "$2 ($1)")
    .replace(/<\/(p|h3|h4|blockquote|li)>/gi, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li>/gi, "• ");
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
