import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { AntdScope } from "../../antd-scope/AntdScope";
import { AppVersion } from "../../features/app-version";
import { PurchaseResume } from "../../features/checkout/components/PurchaseResume";
import { LegalFooter } from "../../features/help/components/LegalFooter";
import { OnboardingGate, useOnboardingShown } from "../../features/onboarding/components/OnboardingGate";
import { SchoolLogo } from "../../features/school/components/SchoolLogo";
import { homePathFor } from "../../features/session/home-path";
import { useCan } from "../../features/session/use-can";
import { useSession } from "../../features/session/use-session";
import { AppHeader } from "../../features/shell/components/AppHeader";
import { type NavAction, SideMenu } from "../../features/shell/components/SideMenu";
import { FullPageSpin } from "../../ui/FullPageSpin";
import { Drawer } from "../../ui/lite/Drawer";
import { useIsMobile } from "../../ui/use-is-mobile";
import "./main-layout.css";
import { preloadable } from "../../ui/preloadable";

// Opened on demand: each comes in a chunk of its own, with Ant Design, when first asked for.
const FaqModal = preloadable(() => import("../../features/help/components/FaqModal").then((module) => module.FaqModal));
const InfoModal = preloadable(() =>
  import("../../features/help/components/InfoModal").then((module) => module.InfoModal),
);
const OnboardingVideoModal = preloadable(() =>
  import("../../features/help/components/OnboardingVideoModal").then((module) => module.OnboardingVideoModal),
);

/**
 * A purchase begun before signing in resumes once nothing else opens over it (a student's onboarding). Apart from the
 * layout: whether the onboarding was put off is in the browser's storage, read once the hydration is done (the server
 * draws it as put off), and React re-renders that change at once, in one task. Read by the layout, it re-rendered the
 * whole layout and with it hydrated the screen below in that task: 200 to 300 ms of a phone's main thread.
 */
function ResumedPurchase({ userId, waitsForOnboarding }: { userId: number; waitsForOnboarding: boolean }) {
  const onboardingShown = useOnboardingShown(userId) && waitsForOnboarding;
  return <PurchaseResume waiting={onboardingShown} />;
}

/** Signed-in screens: side menu (a drawer below 993 px), header, and the page. */
export function MainLayout() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const isMobile = useIsMobile();
  // The onboarding asks for the caller's own education (product.md 6): only a student edits that profile as theirs.
  const ownsEducationProfile = useCan("studentProfile.edit", "self");
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [openModal, setOpenModal] = useState<NavAction | null>(null);
  // What has been opened once stays mounted, so it can animate shut.
  const [usedModals, setUsedModals] = useState<ReadonlySet<NavAction>>(new Set());

  // The guard renders this layout only for a signed-in user.
  if (claims === null) return null;
  const homePath = homePathFor(claims.role);
  const openAction = (action: NavAction) => {
    setUsedModals((used) => new Set(used).add(action));
    setOpenModal(action);
  };
  const menu = <SideMenu role={claims.role} onAction={openAction} onNavigate={() => setDrawerOpen(false)} />;
  const closeModal = () => setOpenModal(null);

  return (
    <div className="layout layout--row">
      {!isMobile && (
        <aside className="app-sider" data-testid="app-sider">
          <div className="app-sider__inner">
            <div className="app-sider__logo">
              <SchoolLogo to={homePath} />
            </div>
            {menu}
          </div>
        </aside>
      )}
      <div className="layout">
        <AppHeader isMobile={isMobile} homePath={homePath} onOpenMenu={() => setDrawerOpen(true)} />
        <main className="app-content">
          <Suspense fallback={<FullPageSpin />}>
            <Outlet />
          </Suspense>
        </main>
        <LegalFooter />
      </div>
      {isMobile && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          label={t("header.menu")}
          title={<SchoolLogo to={homePath} />}
          data-testid="menu-drawer"
        >
          {menu}
        </Drawer>
      )}
      {ownsEducationProfile && <OnboardingGate userId={claims.user_id} />}
      <ResumedPurchase userId={claims.user_id} waitsForOnboarding={ownsEducationProfile} />
      <AppVersion />
      {usedModals.size > 0 && (
        <AntdScope>
          {usedModals.has("infoModal") && <InfoModal open={openModal === "infoModal"} onClose={closeModal} />}
          {usedModals.has("faqModal") && <FaqModal open={openModal === "faqModal"} onClose={closeModal} />}
          {usedModals.has("onboardingVideo") && (
            <OnboardingVideoModal open={openModal === "onboardingVideo"} onClose={closeModal} />
          )}
        </AntdScope>
      )}
    </div>
  );
}
