import { Button, Layout } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LanguageSwitcher } from "../../language/components/LanguageSwitcher";
import { SchoolLogo } from "../../school/components/SchoolLogo";
import { GUEST_HOME_PATH } from "../../session/home-path";
import { useIsMobile } from "../hooks/use-is-mobile";

/** The Guest layout's header: logo, language, Log in and Sign up. */
export function GuestHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();

  return (
    <Layout.Header className="guest-header" data-testid="guest-header">
      <SchoolLogo to={GUEST_HOME_PATH} short={isMobile} />
      <div className="app-header__spacer" />
      <div style={{ display: "flex", alignItems: "center", gap: isMobile ? 4 : 8 }}>
        <LanguageSwitcher compact={isMobile} />
        <Button onClick={() => navigate("/login")} data-testid="header-login">
          {t("header.login")}
        </Button>
        <Button type="primary" onClick={() => navigate("/user-registrate")} data-testid="header-signup">
          {t("header.signUp")}
        </Button>
      </div>
    </Layout.Header>
  );
}
