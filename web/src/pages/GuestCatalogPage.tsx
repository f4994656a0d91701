import type { CourseCard } from "@school/contracts";
import type { PageDataPrefetch } from "../app/pages";
import { CatalogueScreen } from "../features/catalogue/components/CatalogueScreen";
import { prefetchGuestCatalogPage } from "../features/catalogue/hooks/use-catalog.query";
import { BuyCourseButton } from "../features/checkout";
import { prefetchGuestDictionaries } from "../features/dictionaries";
import { ConsultationButton } from "../features/marketing";
import { GuestHero } from "../features/school/components/GuestHero";
import { prefetchGuestSchool } from "../features/school/hooks/use-guest-school.query";

const guestCourseLink = (courseId: number) => `/guest-catalog/info/${courseId}`;
const buyButton = (course: CourseCard, bought: boolean) => <BuyCourseButton course={course} bought={bought} block />;

export function GuestCatalogPage() {
  return (
    <>
      <GuestHero actions={<ConsultationButton size="large" ghost />} />
      <div style={{ marginTop: 24 }}>
        <CatalogueScreen linkFor={guestCourseLink} footer={buyButton} />
      </div>
    </>
  );
}

/**
 * The cards the screen opens on, asked for beside its code (app/pages.tsx), once the school (asked for at the same
 * time, and shared) has answered: the hero above them then has its height before they can be drawn, and never
 * pushes them down. A school that fails lets them through as well.
 */
export const prefetchGuestCatalogData: PageDataPrefetch = ({ queryClient, language, search }) =>
  Promise.all([
    prefetchGuestSchool(queryClient, language).then(() => prefetchGuestCatalogPage({ queryClient, language, search })),
    prefetchGuestDictionaries(queryClient, language),
  ]);
