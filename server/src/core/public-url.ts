/** The host of an address, without an IPv6 address's brackets, in lower case. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

/** This machine itself: no one else reaches it at that address. */
const isLoopback = (host: string) =>
  host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "::1";

/** A local, private or link-local address, or a name reserved for such: a trial's or a development machine's. */
function isPrivateHost(host: string): boolean {
  if (isLoopback(host) || /\.(local|internal|test)$/.test(host)) return true;
  if (/^10\./.test(host) || /^192\.168\./.test(host) || /^169\.254\./.test(host)) return true;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(host)) return true;
  return /^f[cd]/.test(host) || /^fe80:/.test(host);
}

/**
 * Whether the platform's address (PUBLIC_URL) reaches it from the internet over HTTPS: the sign of a real deployment.
 * Telegram sends webhooks only to such an address (decision 0057), and only there must mail really go out (decision
 * 0087); a local, private or plain-HTTP address is a trial or a development machine.
 */
export function isPublicUrl(address: string): boolean {
  const url = new URL(address);
  return url.protocol === "https:" && !isPrivateHost(hostOf(url));
}

/**
 * What a production start says of its PUBLIC_URL in the log (decision 0169), whose links leave the platform: a
 * certificate's QR code and verification link, a payment link, the links in every mail. At this machine's own
 * address (PUBLIC_URL unset is http://localhost:3000) they reach no one else; at a public address over plain HTTP
 * the passwords, the session cookie (then not Secure) and the links' tokens cross the network readable. A trial on a
 * private network says nothing: its links reach that network's people.
 */
export function publicUrlWarnings(address: string): string[] {
  const url = new URL(address);
  const host = hostOf(url);
  if (isLoopback(host)) {
    return [
      `PUBLIC_URL is ${url.origin}, this machine itself (unset, it is http://localhost:3000): a certificate's QR code and verification link, payment links and the links in mails point where no one else reaches; set PUBLIC_URL to the address people open (docs/deploy.md)`,
    ];
  }
  if (url.protocol === "http:" && !isPrivateHost(host)) {
    return [
      `PUBLIC_URL ${url.origin} is a public address over plain http://: passwords, session cookies and the tokens of links cross the network unencrypted; serve the platform over HTTPS (docs/deploy.md)`,
    ];
  }
  return [];
}
