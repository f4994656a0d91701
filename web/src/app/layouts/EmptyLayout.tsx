import { Suspense } from "react";
import { Outlet } from "react-router";
import { LegalFooter } from "../../features/help/components/LegalFooter";
import { LanguageSwitcher } from "../../features/language/components/LanguageSwitcher";
import { SchoolLogo } from "../../features/school/components/SchoolLogo";
import { GUEST_HOME_PATH } from "../../features/session/home-path";
import { keepLanguageChoice } from "../../features/session/session-actions";
import { FullPageSpin } from "../../ui/FullPageSpin";
import { useIsMobile } from "../../ui/use-is-mobile";
import "./empty-layout.css";

/** Sign-in, recovery, 404 and payment-result screens: no menu, just the logo and the language choice. */
export function EmptyLayout() {
  const isMobile = useIsMobile();
  return (
    <div className="empty-layout">
      <div className="empty-layout__top">
        <SchoolLogo to={GUEST_HOME_PATH} short={isMobile} />
        <LanguageSwitcher compact={isMobile} onChosen={keepLanguageChoice} />
      </div>
      <main className="empty-layout__body">
        <Suspense fallback={<FullPageSpin />}>
          <Outlet />
        </Suspense>
      </main>
      <LegalFooter />
    </div>
  );
}
