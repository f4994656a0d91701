import type { CourseCard as CourseCardData } from "@school/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { useFeaturedProgramsQuery } from "../hooks/use-catalog.query";
import { CourseGrid } from "./CourseGrid";
import "../catalogue.css";

/**
 * A school's featured programs on its home page (decision 0170): the first cards of its catalogue, and a link to the
 * whole of it. A school with no program yet shows none, and no heading over nothing.
 */
export function FeaturedPrograms({
  linkFor,
  footer,
}: {
  linkFor: (courseId: number) => string;
  footer: (course: CourseCardData, paid: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const featured = useFeaturedProgramsQuery();
  if (featured.isError || featured.data?.length === 0) return null;
  return (
    <section className="school-home__section" aria-labelledby="featured-programs" data-testid="featured-programs">
      <div className="school-home__heading">
        <h2 id="featured-programs">{t("home.programmes")}</h2>
        <Link to="/guest-catalog" data-testid="home-all-programmes">
          {t("home.allProgrammes")}
        </Link>
      </div>
      <CourseGrid courses={featured.data} loading={featured.isPending} linkFor={linkFor} empty={null} footer={footer} />
    </section>
  );
}
