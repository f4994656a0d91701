import type { CourseCard } from "@school/contracts";
import type { PageDataPrefetch } from "../app/pages";
import { FeaturedPrograms } from "../features/catalogue/components/FeaturedPrograms";
import { prefetchFeaturedPrograms } from "../features/catalogue/hooks/use-catalog.query";
import { BuyCourseButton } from "../features/checkout";
import { SchoolContacts } from "../features/help/components/SchoolContacts";
import { ConsultationButton } from "../features/marketing";
import { GuestHero } from "../features/school/components/GuestHero";
import { prefetchGuestSchool } from "../features/school/hooks/use-guest-school.query";
import "./school-home.css";

const guestCourseLink = (courseId: number) => `/guest-catalog/info/${courseId}`;
const buyButton = (course: CourseCard, bought: boolean) => <BuyCourseButton course={course} bought={bought} block />;

/**
 * The school's home page, what its bare domain opens for a visitor (decision 0170): its name, logo and description,
 * its featured programs, its contacts and the consultation request. Drawn on the server like the catalogue.
 */
export function SchoolHomePage() {
  return (
    <>
      <GuestHero withLogo actions={<ConsultationButton size="large" ghost />} />
      <FeaturedPrograms linkFor={guestCourseLink} footer={buyButton} />
      <SchoolContacts action={<ConsultationButton />} />
    </>
  );
}

/**
 * The programs the page features, asked for beside its code once the school (asked for at the same time, and
 * shared) has answered, so the hero has its height before the cards are drawn.
 */
export const prefetchSchoolHomeData: PageDataPrefetch = ({ queryClient, language }) =>
  prefetchGuestSchool(queryClient, language).then(() => prefetchFeaturedPrograms({ queryClient, language }));
