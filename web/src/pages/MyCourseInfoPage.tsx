import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CourseInfoView } from "../features/catalogue/components/CourseInfoView";
import { BuyCourseButton } from "../features/checkout";
import { StaffCourseActions } from "../features/course-admin/program/StaffCourseActions";
import { CourseLessonsButton } from "../features/lessons/components/CourseLessonsButton";
import { OtherWaysToPay } from "../features/offline-payments";
import { useSession } from "../features/session/use-session";
import { useSearchParams } from "../ui/use-search-params";
import { InstalmentsOffer } from "./parts/InstalmentsOffer";
import { ProgramSections } from "./parts/ProgramSections";

export function MyCourseInfoPage() {
  const { t } = useTranslation();
  const { courseId } = useParams();
  const { claims } = useSession();
  // Back from registration to buy this program (a guest's "Buy"): the button takes the focus.
  const [search] = useSearchParams();
  return (
    <CourseInfoView
      courseId={Number(courseId)}
      back={{ to: "/catalog", label: t("catalogue.info.backToCatalogue") }}
      actions={(course) => (
        <div className="course-info__actions">
          <BuyCourseButton course={course} block autoFocus={search.get("buy") === "1"} />
          <OtherWaysToPay course={course} />
          <InstalmentsOffer courseId={course.id} />
          <CourseLessonsButton courseId={course.id} />
          <StaffCourseActions courseId={course.id} />
        </div>
      )}
      sections={(course) => <ProgramSections course={course} viewerId={claims?.user_id ?? null} />}
    />
  );
}
