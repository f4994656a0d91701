/**
 * Whether the platform's address (PUBLIC_URL) reaches it from the internet over HTTPS: the sign of a real deployment.
 * Telegram sends webhooks only to such an address (decision 0057), and only there must mail really go out (decision
 * 0087); a local, private or plain-HTTP address is a trial or a development machine.
 */
export function isPublicUrl(address: string): boolean {
  const url = new URL(address);
  if (url.protocol !== "https:") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || /\.(localhost|local|internal|test)$/.test(host)) return false;
  if (/^(127|10)\./.test(host) || /^192\.168\./.test(host) || /^169\.254\./.test(host)) return false;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(host)) return false;
  if (host === "::1" || /^f[cd]/.test(host) || /^fe80:/.test(host)) return false;
  return true;
}
