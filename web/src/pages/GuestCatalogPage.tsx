import { CatalogueScreen } from "../features/catalogue/components/CatalogueScreen";
import { ConsultationButton } from "../features/marketing";
import { GuestHero } from "../features/school/components/GuestHero";

const guestCourseLink = (courseId: number) => `/guest-catalog/info/${courseId}`;

export function GuestCatalogPage() {
  return (
    <>
      <GuestHero actions={<ConsultationButton size="large" ghost />} />
      <div style={{ marginTop: 24 }}>
        <CatalogueScreen linkFor={guestCourseLink} />
      </div>
    </>
  );
}
