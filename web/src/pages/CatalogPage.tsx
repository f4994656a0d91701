import type { CourseCard } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { CatalogueScreen } from "../features/catalogue/components/CatalogueScreen";
import { BuyCourseButton } from "../features/checkout";
import { PageHeading } from "../ui/PageHeading";

const courseLink = (courseId: number) => `/my-course/info/${courseId}`;
const buyButton = (course: CourseCard, bought: boolean) => <BuyCourseButton course={course} bought={bought} block />;

export function CatalogPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("routes.catalog")} />
      <CatalogueScreen linkFor={courseLink} footer={buyButton} />
    </>
  );
}
