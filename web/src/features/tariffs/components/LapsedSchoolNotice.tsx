import { homePathFor } from "@school/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../ui/lite/Button";
import { readUserData, restoreSession, useCan, useSession } from "../../session";

/**
 * Over the guest catalogue, for a signed-in user whose school's tariff lapsed (the guard sent them here): the school
 * admin gets the way to the tariff tab to pay, everyone else whom to ask; "Check again" renews the session, whose
 * token says whether the school is active again, and goes home if it is. Drawn without Ant Design (first screen).
 */
export function LapsedSchoolNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const paysTariff = useCan("tariff.manage");
  const [checking, setChecking] = useState(false);
  if (session.status !== "signedIn" || session.userData?.tf_st !== false) return null;
  const role = session.claims?.role;
  const checkAgain = async () => {
    setChecking(true);
    try {
      await restoreSession();
    } finally {
      setChecking(false);
    }
    if (readUserData()?.tf_st === true && role) navigate(homePathFor(role));
  };
  return (
    <div className="lapsed-school" role="status" data-testid="lapsed-school">
      <p>{paysTariff ? t("tariffNotice.admin") : t("tariffNotice.member")}</p>
      {paysTariff && (
        <Button look="primary" to="/settings?tab=tariff" data-testid="lapsed-school-pay">
          {t("tariffNotice.pay")}
        </Button>
      )}
      <Button onClick={checkAgain} disabled={checking} data-testid="lapsed-school-check">
        {t("tariffNotice.checkAgain")}
      </Button>
    </div>
  );
}
