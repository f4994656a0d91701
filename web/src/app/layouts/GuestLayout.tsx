import { Layout } from "antd";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { GuestHeader } from "../../features/shell/components/GuestHeader";
import { FullPageSpin } from "../../ui/FullPageSpin";

/** Public catalogue screens: the guest header over a centred page. */
export function GuestLayout() {
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <GuestHeader />
      <Layout.Content className="guest-content">
        <Suspense fallback={<FullPageSpin />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
