import sanitizeHtml from "sanitize-html";

/**
 * Rich text written by staff (a school notice; mailings and templates the same way), made safe to show in the app
 * and in a mail client: an allow-list of tags and attributes, links only to http(s) and mailto, every link opened
 * in a new tab without the opener. Script, styles, event handlers, iframes and `javascript:` URLs never pass.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "code",
    "pre",
    "hr",
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The same text without markup, for a mail's plain part and for search: block ends become line breaks. */
export function richTextToPlain(html: string): string {
  const withBreaks = html.replace(/<\/(p|h2|h3|h4|li|blockquote|pre)>|<br\s*\/?>/gi, "\n");
  const plain = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return plain
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
