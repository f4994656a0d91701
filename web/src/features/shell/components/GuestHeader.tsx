import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { LanguageSwitcher } from "../../language";
import { SchoolLogo } from "../../school";
import { GUEST_HOME_PATH, keepLanguageChoice } from "../../session";

/** The Guest layout's header: logo, language, Log in and Sign up. */
export function GuestHeader() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();

  return (
    <header className="guest-header" data-testid="guest-header">
      <SchoolLogo to={GUEST_HOME_PATH} short={isMobile} />
      <div className="app-header__spacer" />
      <div style={{ display: "flex", alignItems: "center", gap: isMobile ? 4 : 8 }}>
        <LanguageSwitcher compact={isMobile} onChosen={keepLanguageChoice} />
        <Button to="/login" data-testid="header-login">
          {t("header.login")}
        </Button>
        <Button look="primary" to="/user-registrate" data-testid="header-signup">
          {t("header.signUp")}
        </Button>
      </div>
    </header>
  );
}
