// Help and legal (issue 22, decisions 0060-0062): the names and limits the first screen's footer needs, without zod.

/** The school's legal documents of product.md section 1, in the order the footer and the info modal list them. */
export const LEGAL_DOCUMENT_KINDS = [
  "patent",
  "personalData",
  "privacy",
  "offer",
  "paymentSecurity",
  "requisites",
] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/** The documents a guest consents to at registration (product.md section 1): personal-data processing and the offer. */
export const CONSENT_DOCUMENT_KINDS = ["personalData", "offer"] as const satisfies readonly LegalDocumentKind[];

/** A legal document is a PDF (its `url` opens it) or a text written in settings (read by `help/legal/{kind}/`). */
export const LEGAL_DOCUMENT_FORMATS = ["pdf", "text"] as const;
export type LegalDocumentFormat = (typeof LEGAL_DOCUMENT_FORMATS)[number];

/** Upload limits: a legal PDF as any document (the spec's 20 MB), the onboarding video as a short clip. */
export const LEGAL_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const LEGAL_TEXT_MAX = 100_000;
export const ONBOARDING_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const LEGAL_FILE_FIELD = "file";
export const ONBOARDING_VIDEO_FIELD = "file";

/** The hosts an onboarding video link may name; the player is embedded from their own embed hosts only. */
export const VIDEO_LINK_HOSTS = {
  youtube: ["www.youtube.com", "youtube.com", "m.youtube.com", "youtu.be"],
  vimeo: ["vimeo.com", "www.vimeo.com", "player.vimeo.com"],
} as const;
export type VideoLinkHost = keyof typeof VIDEO_LINK_HOSTS;

/**
 * The embed address of a YouTube or Vimeo link, or null when the link is anything else (another host, another
 * scheme, a malformed id): the one check both the server (saving) and the web (playing) apply.
 */
export function videoEmbedOf(link: string): { host: VideoLinkHost; embedUrl: string } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if ((VIDEO_LINK_HOSTS.youtube as readonly string[]).includes(host)) {
    const id =
      host === "youtu.be"
        ? url.pathname.slice(1)
        : url.pathname === "/watch"
          ? (url.searchParams.get("v") ?? "")
          : (/^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1] ?? "");
    return /^[A-Za-z0-9_-]{11}$/.test(id)
      ? { host: "youtube", embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
      : null;
  }
  if ((VIDEO_LINK_HOSTS.vimeo as readonly string[]).includes(host)) {
    const id = /^\/(?:video\/)?(\d{1,12})\/?$/.exec(url.pathname)?.[1];
    return id ? { host: "vimeo", embedUrl: `https://player.vimeo.com/video/${id}` } : null;
  }
  return null;
}
