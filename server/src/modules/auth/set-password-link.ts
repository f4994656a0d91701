/**
 * The link to `/set-password` that a reset mail and an invitation carry. Built from the configured public URL, never
 * from the request's Host header (host-header poisoning).
 */
export function setPasswordLink(publicUrl: string, token: string): string {
  return new URL(`/set-password?token=${encodeURIComponent(token)}`, publicUrl).toString();
}
