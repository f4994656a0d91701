import { Drawer, Layout } from "antd";
import { Suspense, useState } from "react";
import { Outlet } from "react-router";
import { SchoolLogo } from "../../features/school/components/SchoolLogo";
import { homePathFor } from "../../features/session/home-path";
import { useSession } from "../../features/session/use-session";
import { AppHeader } from "../../features/shell/components/AppHeader";
import { FaqModal } from "../../features/shell/components/FaqModal";
import { InfoModal } from "../../features/shell/components/InfoModal";
import { OnboardingVideoModal } from "../../features/shell/components/OnboardingVideoModal";
import { type NavAction, SideMenu } from "../../features/shell/components/SideMenu";
import { useIsMobile } from "../../features/shell/hooks/use-is-mobile";
import { FullPageSpin } from "../../ui/FullPageSpin";

/** Signed-in screens: side menu (a drawer below 993 px), header, and the page. */
export function MainLayout() {
  const { claims } = useSession();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [openModal, setOpenModal] = useState<NavAction | null>(null);

  // The guard renders this layout only for a signed-in user.
  if (claims === null) return null;
  const homePath = homePathFor(claims.role);
  const menu = <SideMenu role={claims.role} onAction={setOpenModal} onNavigate={() => setDrawerOpen(false)} />;
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
        <AppHeader isMobile={isMobile} homePath={homePath} onOpenMenu={() => setDrawerOpen(true)} />
        <Layout.Content className="app-content">
          <Suspense fallback={<FullPageSpin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {isMobile && (
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
      <InfoModal open={openModal === "infoModal"} onClose={closeModal} />
      <FaqModal open={openModal === "faqModal"} onClose={closeModal} />
      <OnboardingVideoModal open={openModal === "onboardingVideo"} onClose={closeModal} />
    </Layout>
  );
}
