import { PlayCircleFilled } from "@ant-design/icons";
import type { OnboardingVideo } from "@school/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";

const HOSTS = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * The onboarding video (decision 0062): an uploaded file plays in the page's own player; a YouTube or Vimeo link
 * shows a play button and only loads the host's embed when pressed, so nothing of theirs loads unasked (and the
 * content-security policy's frame-src names exactly those two players).
 */
export function VideoPlayer({ video, title }: { video: OnboardingVideo; title: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  if (video.kind === "file") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the school's own onboarding video comes without a captions track
      <video className="video-player" src={video.url} controls preload="metadata" data-testid="onboarding-video-file">
        {t("help.video.unsupported")}
      </video>
    );
  }
  if (!playing || !video.embed_url) {
    return (
      <button
        type="button"
        className="video-player video-player__facade"
        onClick={() => setPlaying(true)}
        data-testid="onboarding-video-play"
      >
        <PlayCircleFilled className="video-player__icon" aria-hidden />
        <span className="video-player__label">{t("help.video.play")}</span>
        <span className="video-player__host">{t("help.video.external", { host: HOSTS[video.kind] })}</span>
      </button>
    );
  }
  return (
    <iframe
      className="video-player"
      src={`${video.embed_url}?autoplay=1`}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      data-testid="onboarding-video-embed"
    />
  );
}
