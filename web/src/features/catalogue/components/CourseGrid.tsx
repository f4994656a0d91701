import type { CourseCard as CourseCardData } from "@school/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Empty } from "../../../ui/lite/Empty";
import { Skeleton } from "../../../ui/lite/Skeleton";
import { usePaidCourseIds } from "../../learning-progress";
import { CourseCard } from "./CourseCard";

// Keys of their own: a placeholder keyed like a program would be reused for its card and count as a layout shift.
const SKELETONS = ["loading-1", "loading-2", "loading-3", "loading-4", "loading-5", "loading-6"];

/** Cards four, three or two to a row on wide screens, one below 993 px (the columns are in catalogue.css). */
export function CourseGrid({
  courses,
  loading,
  linkFor,
  empty,
  footer,
}: {
  courses: readonly CourseCardData[] | undefined;
  loading: boolean;
  linkFor: (courseId: number) => string;
  empty: ReactNode;
  /** Below each card, outside its link (a button inside a link is not reachable as one): the catalogue's "Buy". */
  footer?: (course: CourseCardData, paid: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const paid = usePaidCourseIds();
  if (loading && !courses) {
    return (
      <div className="course-grid" aria-busy="true" data-testid="course-grid-loading">
        <span className="visually-hidden">{t("common.loading")}</span>
        {SKELETONS.map((key) => (
          <div key={key} className="surface">
            <Skeleton />
          </div>
        ))}
      </div>
    );
  }
  if (!courses || courses.length === 0) {
    return (
      <div className="surface" data-testid="course-grid-empty">
        <Empty>{empty}</Empty>
      </div>
    );
  }
  return (
    // While the next page is on its way the cards stay, dimmed and marked busy, so nothing jumps.
    <div
      className={loading ? "course-grid course-grid--stale" : "course-grid"}
      aria-busy={loading}
      data-testid="course-grid"
    >
      {courses.map((course, index) =>
        footer ? (
          <div key={course.id} className="course-grid__cell">
            <CourseCard course={course} to={linkFor(course.id)} paid={paid.has(course.id)} first={index === 0} />
            {footer(course, paid.has(course.id))}
          </div>
        ) : (
          <CourseCard
            key={course.id}
            course={course}
            to={linkFor(course.id)}
            paid={paid.has(course.id)}
            first={index === 0}
          />
        ),
      )}
    </div>
  );
}
