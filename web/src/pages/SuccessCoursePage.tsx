import { useParams } from "react-router";
import { SuccessCourseView } from "../features/checkout/components/SuccessCourseView";

/** /success/course/{orderId}/{courseId}/{courseCost}/{currency}: only the order id is read, the rest is the server's. */
export function SuccessCoursePage() {
  const { orderId = "" } = useParams();
  return <SuccessCourseView orderId={orderId} />;
}
