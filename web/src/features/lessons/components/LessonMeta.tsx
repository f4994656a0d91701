import type { Lesson } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { ClockCircleIcon } from "../../../ui/lite/icons/ClockCircleIcon";
import { FieldTimeIcon } from "../../../ui/lite/icons/FieldTimeIcon";
import { FileDoneIcon } from "../../../ui/lite/icons/FileDoneIcon";
import { PlayCircleIcon } from "../../../ui/lite/icons/PlayCircleIcon";
import { VideoCameraIcon } from "../../../ui/lite/icons/VideoCameraIcon";
import { Tag } from "../../../ui/lite/Tag";
import { runtimeKey } from "../../../ui/runtime-key";
import "../texts";

const ICONS = { video: <PlayCircleIcon />, livestream: <VideoCameraIcon />, exam: <FileDoneIcon /> };

/**
 * What kind of lesson it is, for whom, how long, and whether it is timed: in the app's light tags, since the sections'
 * list (a lite screen, issue 51) shows it as the program's lesson pages do.
 */
export function LessonMeta({ lesson }: { lesson: Pick<Lesson, "item_type" | "lesson_type" | "duration" | "timer"> }) {
  const { t } = useTranslation();
  return (
    <span className="lesson-meta">
      <Tag tone="processing">
        {ICONS[lesson.item_type]}
        {t(runtimeKey(`lessons.itemType.${lesson.item_type}`))}
      </Tag>
      {lesson.lesson_type && <Tag>{t(runtimeKey(`lessons.lessonType.${lesson.lesson_type}`))}</Tag>}
      {lesson.duration > 0 && (
        <Tag>
          <ClockCircleIcon />
          {t("lessons.minutes", { count: lesson.duration })}
        </Tag>
      )}
      {lesson.timer && (
        <Tag>
          <FieldTimeIcon />
          {t("lessons.timed")}
        </Tag>
      )}
    </span>
  );
}
