import { useParams } from "react-router";
import { ConstructorScreen } from "../features/tasks/constructor/ConstructorScreen";

/** The task constructor of a lesson; its chunk holds the 16 task editors, loaded only here. */
export function ConstructorPage() {
  const { courseId, lessonId } = useParams();
  return <ConstructorScreen courseId={Number(courseId)} lessonId={Number(lessonId)} />;
}
