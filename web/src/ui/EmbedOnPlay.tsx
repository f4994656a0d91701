import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./embed-on-play.css";
import { PlayCircleIcon } from "./lite/icons/PlayCircleIcon";

/**
 * Another site's video player (YouTube, Vimeo) behind a play button of our own: nothing of the host loads, and no
 * request leaves for it, until the reader presses it (decision 0062); then its embed starts playing at once. Light
 * (no Ant Design), so a program's first screen may show it.
 */
export function EmbedOnPlay({
  src,
  title,
  host,
  testId,
}: {
  /** The host's embed address (youtube-nocookie for YouTube). */
  src: string;
  /** The frame's accessible name: what the video is. */
  title: string;
  /** The host's name, said on the button: the reader knows whose player they are about to load. */
  host: string;
  /** `${testId}-play` on the button, `${testId}-embed` on the player. */
  testId: string;
}) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  if (!playing) {
    return (
      <button
        type="button"
        className="embed-on-play embed-on-play__facade"
        onClick={() => setPlaying(true)}
        data-testid={`${testId}-play`}
      >
        <PlayCircleIcon className="lite-icon embed-on-play__icon" />
        <span className="embed-on-play__label">{t("common.playVideo")}</span>
        <span className="embed-on-play__host">{t("common.videoFrom", { host })}</span>
      </button>
    );
  }
  const autoplaying = new URL(src);
  autoplaying.searchParams.set("autoplay", "1");
  return (
    <iframe
      className="embed-on-play"
      src={autoplaying.toString()}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      data-testid={`${testId}-embed`}
    />
  );
}
