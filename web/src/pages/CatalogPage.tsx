import { useTranslation } from "react-i18next";
import { CatalogueScreen } from "../features/catalogue/components/CatalogueScreen";
import { PageHeading } from "../ui/PageHeading";

const courseLink = (courseId: number) => `/my-course/info/${courseId}`;

export function CatalogPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("routes.catalog")} />
      <CatalogueScreen linkFor={courseLink} />
    </>
  );
}
