import { type ReactNode, useEffect } from "react";
import { Navigate } from "react-router";
import { notifyUserDataChanged } from "../features/session/session.store";
import { expireStaleLogin } from "../features/session/session-actions";
import { useSession } from "../features/session/use-session";
import { FullPageSpin } from "../ui/FullPageSpin";
import { useCurrentRoute } from "./current-route";
import { decideAccess } from "./guard";

/**
 * Applies `decideAccess` to the matched route. The login date is re-checked on every click anywhere in the document
 * (spec section 4), so a tab left open past midnight logs out on the next interaction.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const route = useCurrentRoute();
  const session = useSession();
  useEffect(() => {
    const recheck = () => {
      if (expireStaleLogin()) return;
      // uData may have been changed by another tab; re-reading it is cheap when nothing changed.
      notifyUserDataChanged();
    };
    document.addEventListener("click", recheck, true);
    return () => document.removeEventListener("click", recheck, true);
  }, []);

  const decision =
    route === null || session.status === "restoring"
      ? null
      : decideAccess({
          route,
          session: {
            signedIn: session.status === "signedIn",
            role: session.claims?.role ?? null,
            schoolActive: session.userData?.tf_st ?? null,
          },
        });

  if (route !== null && route.roles !== "public" && session.status === "restoring") return <FullPageSpin />;
  if (decision?.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}
