import { describe, expect, it } from "vitest";
import { richTextOf, sanitizeRichText } from "./rich-text.js";

describe("the rich-text allow-list", () => {
  it("keeps the formatting it allows", () => {
    const html =
      "<h2>Виза</h2><p><strong>Срок</strong> — <em>две недели</em></p><ul><li>паспорт</li></ul>" +
      "<table><tbody><tr><td>IELTS</td></tr></tbody></table>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("makes known XSS payloads inert", () => {
    const payloads = [
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      "<svg/onload=alert(1)>",
      '<a href="javascript:alert(1)">x</a>',
      '<a href="  jav&#x09;ascript:alert(1)">x</a>',
      '<a href="//evil.example">x</a>',
      "<iframe srcdoc='<script>alert(1)</script>'></iframe>",
      "<object data=javascript:alert(1)></object>",
      "<style>@import 'http://evil.example/x.css'</style>",
      '<div style="width: expression(alert(1))">x</div>',
      "<<script>script>alert(1)<</script>/script>",
      '<form action="https://evil.example"><button>go</button></form>',
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    ];
    for (const payload of payloads) {
      const clean = sanitizeRichText(payload);
      expect(clean, payload).not.toMatch(/<(script|img|svg|iframe|object|style|form|button|div|math)\b/i);
      expect(clean, payload).not.toMatch(/\son\w+=|javascript:|href="\/\/|style=/i);
    }
  });

  it("turns plain text into paragraphs, escaped", () => {
    expect(richTextOf("a < b & c\nd\n\n e ")).toBe("<p>a &lt; b &amp; c<br>d</p><p>e</p>");
    expect(richTextOf("")).toBe("");
    expect(richTextOf("<p>x</p><script>y</script>")).toBe("<p>x</p>");
  });
});
