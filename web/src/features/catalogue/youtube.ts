const ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The privacy-friendly embed address (youtube-nocookie) of a YouTube link, or null when the link is not one.
 * Accepts watch?v=, youtu.be/, /embed/, /shorts/ and /live/ forms.
 */
export function youtubeEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, first, second] = url.pathname.split("/");
    id =
      first === "watch"
        ? url.searchParams.get("v")
        : ["embed", "shorts", "live"].includes(first ?? "")
          ? (second ?? null)
          : null;
  }
  return id !== null && ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
