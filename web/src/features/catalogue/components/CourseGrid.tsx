import type { CourseCard as CourseCardData } from "@school/contracts";
import { Card, Col, Empty, Row, Skeleton } from "antd";
import type { ReactNode } from "react";
import { usePaidCourseIds } from "../../learning-progress/hooks/use-paid-courses.query";
import { useIsMobile } from "../../shell/hooks/use-is-mobile";
import { CourseCard } from "./CourseCard";

const SKELETONS = [1, 2, 3, 4, 5, 6];

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
            <Card>
              <Skeleton active />
            </Card>
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
