import { convert } from "html-to-text";

/**
 * The plain-text part of a mail written in HTML (decision 0141): a reader without HTML keeps every link as its
 * address beside its words, "Pay here (https://...)", where stripping the tags left only "Pay here". Lines are not
 * wrapped: a mail client wraps them itself, and a wrapped address stops being one.
 */
export function mailPlainText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { linkBrackets: ["(", ")"], hideLinkHrefIfSameAsText: true } },
      { selector: "img", format: "skip" },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
      { selector: "h4", options: { uppercase: false } },
    ],
  });
}
