import { useTranslation } from "react-i18next";
import { MyCoursesScreen } from "../features/catalogue/components/MyCoursesScreen";
import { MyOfflinePayments } from "../features/offline-payments";
import { PageHeading } from "../ui/PageHeading";

export function MyCoursePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("routes.myCourse")} />
      <MyCoursesScreen />
      <MyOfflinePayments />
    </>
  );
}
