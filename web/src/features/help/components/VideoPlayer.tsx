import type { OnboardingVideo } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { EmbedOnPlay } from "../../../ui/EmbedOnPlay";

const HOSTS = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * The onboarding video (decision 0062): an uploaded file plays in the page's own player; a YouTube or Vimeo link
 * shows a play button and only loads the host's embed when pressed (`EmbedOnPlay`), so nothing of theirs loads
 * unasked (and the content-security policy's frame-src names exactly those two players).
 */
export function VideoPlayer({ video, title }: { video: OnboardingVideo; title: string }) {
  const { t } = useTranslation();
  if (video.kind === "file") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the school's own onboarding video comes without a captions track
      <video className="video-player" src={video.url} controls preload="metadata" data-testid="onboarding-video-file">
        {t("help.video.unsupported")}
      </video>
    );
  }
  if (!video.embed_url) return null;
  return <EmbedOnPlay src={video.embed_url} title={title} host={HOSTS[video.kind]} testId="onboarding-video" />;
}
