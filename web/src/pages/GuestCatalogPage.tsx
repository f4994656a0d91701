import { CatalogueScreen } from "../features/catalogue/components/CatalogueScreen";
import { GuestHero } from "../features/school/components/GuestHero";

const guestCourseLink = (courseId: number) => `/guest-catalog/info/${courseId}`;

export function GuestCatalogPage() {
  return (
    <>
      <GuestHero />
      <div style={{ marginTop: 24 }}>
        <CatalogueScreen linkFor={guestCourseLink} />
      </div>
    </>
  );
}
