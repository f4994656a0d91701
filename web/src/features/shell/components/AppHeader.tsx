import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { MenuIcon } from "../../../ui/lite/icons/MenuIcon";
import { LanguageSwitcher } from "../../language";
import { NotificationBell } from "../../notification-bell";
import { SchoolLogo } from "../../school";
import { keepLanguageChoice, useCan } from "../../session";
import { ChatBotCode } from "./ChatBotCode";
import { ProfileMenu } from "./ProfileMenu";

/** The Main layout's header: burger and short logo on narrow screens, then code, notifications, language and profile. */
export function AppHeader({
  isMobile,
  homePath,
  onOpenMenu,
}: {
  isMobile: boolean;
  homePath: string;
  onOpenMenu: () => void;
}) {
  const { t } = useTranslation();
  const readsChatCode = useCan("chatCode.read");

  return (
    <header className="app-header">
      {isMobile && (
        <>
          <Button
            look="text"
            icon={<MenuIcon />}
            onClick={onOpenMenu}
            aria-label={t("header.openMenu")}
            data-testid="menu-burger"
          />
          <SchoolLogo to={homePath} short />
        </>
      )}
      <div className="app-header__spacer" />
      {readsChatCode && <ChatBotCode compact={isMobile} />}
      <NotificationBell />
      <LanguageSwitcher compact={isMobile} onChosen={keepLanguageChoice} />
      <ProfileMenu compact={isMobile} />
    </header>
  );
}
