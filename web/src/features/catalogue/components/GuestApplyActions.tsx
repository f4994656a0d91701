import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { useSession } from "../../session";

/** The guest's call to action on a program page (a signed-in visitor already has an account). */
export function GuestApplyActions() {
  const { t } = useTranslation();
  const { claims } = useSession();
  if (claims) return null;
  return (
    <div className="course-info__actions">
      <Button look="primary" to="/user-registrate" data-testid="course-info-signup">
        {t("catalogue.info.signUpToApply")}
      </Button>
      <Button to="/login" data-testid="course-info-login">
        {t("header.login")}
      </Button>
    </div>
  );
}
