import type { CourseCard as CourseCardData } from "@school/contracts";
import { Col, Empty, Row, Skeleton } from "antd";
import type { ReactNode } from "react";
import { usePaidCourseIds } from "../../learning-progress/hooks/use-paid-courses.query";
import { useIsMobile } from "../../shell/hooks/use-is-mobile";
import { CourseCard } from "./CourseCard";

// Keys of their own: a placeholder keyed like a program would be reused for its card and count as a layout shift.
const SKELETONS = ["loading-1", "loading-2", "loading-3", "loading-4", "loading-5", "loading-6"];

/** Cards four, three or two to a row on wide screens, one below 993 px. */
export function CourseGrid({
  courses,
  loading,
  linkFor,
  empty,
}: {
  courses: readonly CourseCardData[] | undefined;
  loading: boolean;
  linkFor: (courseId: number) => string;
  empty: ReactNode;
}) {
  const isMobile = useIsMobile();
  const paid = usePaidCourseIds();
  const span = isMobile ? { span: 24 } : { xs: 24, lg: 12, xl: 8, xxl: 6 };
  if (loading && !courses) {
    return (
      <Row gutter={[20, 20]} data-testid="course-grid-loading">
        {SKELETONS.map((key) => (
          <Col key={key} {...span}>
            {/* A plain surface, not Card: Card brings Tabs along. */}
            <div className="surface">
              <Skeleton active />
            </div>
          </Col>
        ))}
      </Row>
    );
  }
  if (!courses || courses.length === 0) {
    return (
      <div className="surface" data-testid="course-grid-empty">
        <Empty description={empty} />
      </div>
    );
  }
  return (
    <Row gutter={[20, 20]} data-testid="course-grid" className={loading ? "course-grid--stale" : undefined}>
      {courses.map((course) => (
        <Col key={course.id} {...span}>
          <CourseCard course={course} to={linkFor(course.id)} paid={paid.has(course.id)} />
        </Col>
      ))}
    </Row>
  );
}
