import sanitizeHtml from "sanitize-html";

/**
 * The platform's allow-list for rich text that staff write and others read (FAQ answers, legal texts, school
 * notices, mailings and templates; decision 0060): headings, paragraphs, lists, emphasis, quotes, code, tables and
 * links, nothing else. Every other element is dropped (a script or style element with its content), every attribute
 * but a link's address and title is dropped, and a link may only go to http(s), mailto or tel; links open in a new
 * tab without handing the page over. What comes out is safe to set as HTML in the app and in a mail.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
  ],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer nofollow" }),
  },
};
// The transform adds these two, so they must pass the allow-list after it.
OPTIONS.allowedAttributes = { a: ["href", "title", "target", "rel"] };

/** Text set into HTML as text: a name filled into a mailing can never add markup or break an attribute. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Rich text as the allow-list keeps it; plain text comes out with its `<`, `>` and `&` escaped. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * Text a person typed in a plain text area (line breaks, no tags) as rich text: escaped, each paragraph in `<p>`,
 * single line breaks as `<br>`. Text that already holds tags is taken as HTML and sanitised.
 */
export function richTextOf(input: string): string {
  if (/<\/?[a-z][^>]*>/i.test(input)) return sanitizeRichText(input);
  return input
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
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
