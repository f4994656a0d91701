import { inLanguage } from "@school/contracts";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useCourseDetailQuery } from "../../course-admin";
import { useUiLanguage } from "../../language";

type Titles = { title_ru: string; title_kk: string; title_en: string };

/** The program a group belongs to, under the page heading: given, or loaded when only its id is known. */
export function ProgramTitle({ courseId, course }: { courseId: number; course?: Titles }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const loaded = useCourseDetailQuery(course ? 0 : courseId);
  const titles = course ?? loaded.data;
  if (!titles) return null;
  return (
    <Typography.Paragraph type="secondary" data-testid="group-program">
      {t("groups.form.program", {
        title: inLanguage(language, { ru: titles.title_ru, kk: titles.title_kk, en: titles.title_en }),
      })}
    </Typography.Paragraph>
  );
}
