import { Suspense } from "react";
import { Outlet } from "react-router";
import { AntdScope } from "../../antd-scope/AntdScope";
import { isApiError } from "../../api/api-error";
import { LegalFooter } from "../../features/help/components/LegalFooter";
import { useGuestSchoolQuery } from "../../features/school/hooks/use-guest-school.query";
import { GuestHeader } from "../../features/shell/components/GuestHeader";
import { LapsedSchoolNotice } from "../../features/tariffs/components/LapsedSchoolNotice";
import { FullPageSpin } from "../../ui/FullPageSpin";
import { preloadable } from "../../ui/preloadable";

/** Rare (a platform of several schools, an unknown address): its code stays out of every guest's first download. */
const NoSchoolScreen = preloadable(() =>
  import("../../features/school/components/NoSchoolScreen").then((module) => module.NoSchoolScreen),
);

/** Public catalogue screens: the guest header over a centred page, or a page saying no school lives here. */
export function GuestLayout() {
  const school = useGuestSchoolQuery();
  const noSchool = isApiError(school.error) && school.error.status === 404;
  return (
    <div className="layout">
      <GuestHeader />
      <main className="guest-content">
        <LapsedSchoolNotice />
        <Suspense fallback={<FullPageSpin />}>
          {noSchool ? (
            <AntdScope fallback={<FullPageSpin />}>
              <NoSchoolScreen />
            </AntdScope>
          ) : (
            <Outlet />
          )}
        </Suspense>
      </main>
      <LegalFooter />
    </div>
  );
}
