/**
 * A fresh id for an option, gap, word, row or column (decision 0021: ids chosen when authored, random so that none
 * gives the key away). Eight letters and digits from the browser's random source.
 */
export function newId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}
