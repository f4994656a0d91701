import type { CatalogCourseDetail } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { BuyCourseButton } from "../../features/checkout";
import { useSession } from "../../features/session";
import { Button } from "../../ui/lite/Button";

/**
 * The guest's call to action on a program page (a signed-in visitor already has an account): buy a paid program
 * (registration first, then back here), or sign up; `extra` joins it. A page's part: it puts the checkout's Buy on
 * the catalogue's program, which the checkout's offer at a locked lesson reads in turn.
 */
export function GuestApplyActions({ course, extra }: { course: CatalogCourseDetail; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const { claims } = useSession();
  if (claims) return null;
  return (
    <div className="course-info__actions">
      <BuyCourseButton course={course} />
      <Button look="primary" to="/user-registrate" data-testid="course-info-signup">
        {t("catalogue.info.signUpToApply")}
      </Button>
      <Button to="/login" data-testid="course-info-login">
        {t("header.login")}
      </Button>
      {extra}
    </div>
  );
}
