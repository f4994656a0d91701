import { FileOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";

const KIND_BY_EXTENSION: Record<string, "image" | "audio" | "video" | "pdf"> = {
  jpg: "image",
  jpeg: "image",
  png: "image",
  webp: "image",
  gif: "image",
  mp3: "audio",
  m4a: "audio",
  aac: "audio",
  oga: "audio",
  wav: "audio",
  flac: "audio",
  mp4: "video",
  webm: "video",
  ogg: "video",
  ogv: "video",
  mov: "video",
  m4v: "video",
  pdf: "pdf",
};

/** The kind of a served task file from its address's extension (the server named it after its checked content). */
export function fileKindOf(url: string): "image" | "audio" | "video" | "pdf" | null {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? "";
  return KIND_BY_EXTENSION[extension] ?? null;
}

/**
 * The task's own file as the student meets it: a picture, a player for a recording, or a link to a worksheet;
 * players say 'Your browser does not support this file' where they cannot play it.
 */
export function TaskFile({ url, alt }: { url: string | null; alt?: string }) {
  const { t } = useTranslation();
  if (!url) return null;
  const kind = fileKindOf(url);
  const unsupported = <p>{t("tasks.player.unsupportedFile")}</p>;
  if (kind === "image") return <img className="task-file-image" src={url} alt={alt || t("tasks.player.picture")} />;
  if (kind === "audio")
    return (
      // biome-ignore lint/a11y/useMediaCaption: recordings of listening tasks come without captions
      <audio className="task-file-media" controls preload="metadata" src={url} aria-label={t("tasks.player.recording")}>
        {unsupported}
      </audio>
    );
  if (kind === "video")
    return (
      // biome-ignore lint/a11y/useMediaCaption: teachers' clips come without captions
      <video className="task-file-media" controls preload="metadata" src={url} aria-label={t("tasks.player.video")}>
        {unsupported}
      </video>
    );
  return (
    <a href={url} target="_blank" rel="noreferrer" className="task-file-link">
      <FileOutlined /> {t("tasks.player.openFile")}
    </a>
  );
}
