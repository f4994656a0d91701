import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { currentDomain } from "../api/school.api";

/**
 * What a visitor sees at an address no school is registered at, on a platform of several schools with no default
 * (decision 0020): what happened and what to do, instead of an empty catalogue and an error. Signing in still
 * works, since an account knows its school.
 */
export function NoSchoolScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="surface" data-testid="no-school">
      <Result
        status="404"
        title={<h1 style={{ margin: 0, font: "inherit", color: "inherit" }}>{t("guest.noSchoolTitle")}</h1>}
        subTitle={t("guest.noSchoolText", { host: currentDomain() })}
        extra={
          <Button onClick={() => navigate("/login")} data-testid="no-school-login">
            {t("header.login")}
          </Button>
        }
      />
    </div>
  );
}
