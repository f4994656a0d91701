import { useTranslation } from "react-i18next";
import { LessonsScreen } from "../features/lessons/components/LessonsScreen";
import { PageHeading } from "../ui/PageHeading";

export function LessonsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("routes.lessons")} />
      <LessonsScreen />
    </>
  );
}
