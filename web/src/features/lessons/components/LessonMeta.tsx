import {
  ClockCircleOutlined,
  FieldTimeOutlined,
  FileDoneOutlined,
  PlayCircleOutlined,
  VideoCameraOutlined,
} from "@ant-design/icons";
import type { Lesson } from "@school/contracts";
import { Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";

const ICONS = { video: <PlayCircleOutlined />, livestream: <VideoCameraOutlined />, exam: <FileDoneOutlined /> };

/** What kind of lesson it is, for whom, how long, and whether it is timed. */
export function LessonMeta({ lesson }: { lesson: Pick<Lesson, "item_type" | "lesson_type" | "duration" | "timer"> }) {
  const { t } = useTranslation();
  return (
    <Space size={[4, 4]} wrap>
      <Tag icon={ICONS[lesson.item_type]} color="blue">
        {t(runtimeKey(`lessons.itemType.${lesson.item_type}`))}
      </Tag>
      {lesson.lesson_type && <Tag>{t(runtimeKey(`lessons.lessonType.${lesson.lesson_type}`))}</Tag>}
      {lesson.duration > 0 && (
        <Tag icon={<ClockCircleOutlined />}>{t("lessons.minutes", { count: lesson.duration })}</Tag>
      )}
      {lesson.timer && <Tag icon={<FieldTimeOutlined />}>{t("lessons.timed")}</Tag>}
    </Space>
  );
}
