import { useParams } from "react-router";
import { BuyCourseButton } from "../features/checkout";
import { PayCourseScreen } from "../features/offline-payments/components/PayCourseScreen";

/** /pay/course/:courseId: the card (the checkout's Buy), Kaspi or a bank transfer (decision 0160). */
export function PayCoursePage() {
  const { courseId } = useParams();
  return (
    <PayCourseScreen
      courseId={Number(courseId)}
      cardAction={(course) => <BuyCourseButton course={course} bought={false} block />}
    />
  );
}
