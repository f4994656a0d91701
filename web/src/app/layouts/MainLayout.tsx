import { Layout } from "antd";
import { lazy, Suspense, useState } from "react";
import { Outlet } from "react-router";
import { OnboardingGate } from "../../features/onboarding/components/OnboardingGate";
import { SchoolLogo } from "../../features/school/components/SchoolLogo";
import { homePathFor } from "../../features/session/home-path";
import { useSession } from "../../features/session/use-session";
import { AppHeader } from "../../features/shell/components/AppHeader";
import type { NavAction } from "../../features/shell/components/SideMenu";
import { isMobileNow, useIsMobile } from "../../features/shell/hooks/use-is-mobile";
import { FullPageSpin } from "../../ui/FullPageSpin";

// The menu (Ant Design's Menu) comes beside this chunk: at once on wide screens, with the drawer on phones.
const loadSideMenu = () =>
  import("../../features/shell/components/SideMenu").then((module) => ({ default: module.SideMenu }));
const SideMenu = lazy(loadSideMenu);
if (!isMobileNow()) void loadSideMenu();

// Opened on demand: each comes in a chunk of its own when first asked for.
const Drawer = lazy(() => import("antd/es/drawer"));
const FaqModal = lazy(() =>
  import("../../features/shell/components/FaqModal").then((module) => ({ default: module.FaqModal })),
);
const InfoModal = lazy(() =>
  import("../../features/shell/components/InfoModal").then((module) => ({ default: module.InfoModal })),
);
const OnboardingVideoModal = lazy(() =>
  import("../../features/shell/components/OnboardingVideoModal").then((module) => ({
    default: module.OnboardingVideoModal,
  })),
);

/** Signed-in screens: side menu (a drawer below 993 px), header, and the page. */
export function MainLayout() {
  const { claims } = useSession();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [openModal, setOpenModal] = useState<NavAction | null>(null);
  // What has been opened once stays mounted, so it can animate shut.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [usedModals, setUsedModals] = useState<ReadonlySet<NavAction>>(new Set());

  // The guard renders this layout only for a signed-in user.
  if (claims === null) return null;
  const homePath = homePathFor(claims.role);
  const openAction = (action: NavAction) => {
    setUsedModals((used) => new Set(used).add(action));
    setOpenModal(action);
  };
  const menu = (
    <Suspense fallback={null}>
      <SideMenu role={claims.role} onAction={openAction} onNavigate={() => setDrawerOpen(false)} />
    </Suspense>
  );
  const closeModal = () => setOpenModal(null);

  return (
    <Layout style={{ minHeight: "100vh" }}>
      {!isMobile && (
        <Layout.Sider width={280} className="app-sider" data-testid="app-sider">
          <div className="app-sider__logo">
            <SchoolLogo to={homePath} />
          </div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader
          isMobile={isMobile}
          homePath={homePath}
          onOpenMenu={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        />
        <Layout.Content className="app-content">
          <Suspense fallback={<FullPageSpin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      <Suspense fallback={null}>
        {isMobile && drawerUsed && (
          <Drawer
            open={drawerOpen}
            placement="left"
            size={300}
            onClose={() => setDrawerOpen(false)}
            title={<SchoolLogo to={homePath} />}
            styles={{ body: { padding: 0 } }}
          >
            <div data-testid="menu-drawer">{menu}</div>
          </Drawer>
        )}
        {claims.role === "student" && <OnboardingGate userId={claims.user_id} />}
        {usedModals.has("infoModal") && <InfoModal open={openModal === "infoModal"} onClose={closeModal} />}
        {usedModals.has("faqModal") && <FaqModal open={openModal === "faqModal"} onClose={closeModal} />}
        {usedModals.has("onboardingVideo") && (
          <OnboardingVideoModal open={openModal === "onboardingVideo"} onClose={closeModal} />
        )}
      </Suspense>
    </Layout>
  );
}
