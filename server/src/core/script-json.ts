/**
 * JSON written inside a `<script>` element of a page (a drawn page's state, structured data): `<` is escaped so
 * no value (a program titled `</script><script>…`) can close the element or open a comment, and the two line
 * separators JavaScript once read as line ends are escaped too. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
