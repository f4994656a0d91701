import { type Lesson, nameInLanguage } from "@school/contracts";
import { Alert } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmbedOnPlay } from "../../../ui/EmbedOnPlay";
import { youtubeEmbedUrl } from "../../catalogue";
import { useUiLanguage } from "../../language";
import "../texts";

/**
 * The lesson's video: the uploaded file in the browser's player (it seeks by byte ranges), or the YouTube embed,
 * loaded only when the student presses play: until then the page asks nothing of another site.
 * A file the browser cannot play shows the spec's message instead of a dead player.
 */
export function LessonVideo({
  lesson,
}: {
  lesson: Pick<Lesson, "name_ru" | "name_kk" | "name_en" | "video" | "youtube_link">;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [unplayable, setUnplayable] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  // A page the server drew (decision 0176) starts loading the file before its scripts listen: a failure met before
  // the hydration is read from the player once it is the app's.
  useEffect(() => {
    if (lesson.video && player.current?.error) setUnplayable(true);
  }, [lesson.video]);
  const embed = youtubeEmbedUrl(lesson.youtube_link);
  if (lesson.video) {
    if (unplayable) {
      return (
        <Alert type="warning" showIcon title={t("lessons.view.unsupported")} data-testid="lesson-video-unsupported" />
      );
    }
    return (
      // biome-ignore lint/a11y/useMediaCaption: lesson videos are uploaded by schools without caption tracks
      <video
        ref={player}
        className="lesson-video"
        controls
        preload="metadata"
        src={lesson.video}
        aria-label={nameInLanguage(language, lesson)}
        onError={() => setUnplayable(true)}
        data-testid="lesson-video"
      />
    );
  }
  if (embed) {
    return (
      <div className="lesson-video lesson-video--embed">
        <EmbedOnPlay src={embed} title={nameInLanguage(language, lesson)} host="YouTube" testId="lesson-youtube" />
      </div>
    );
  }
  return null;
}
