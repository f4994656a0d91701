import { type ReactNode, useEffect } from "react";
import { Navigate } from "react-router";
import { notifyUserDataChanged } from "../features/session/session.store";
import { expireStaleLogin, wasSessionLost } from "../features/session/session-actions";
import { useSession } from "../features/session/use-session";
import { FullPageSpin } from "../ui/FullPageSpin";
import { useCurrentRoute } from "./current-route";
import { decideAccess } from "./guard";

const LOGIN_PATH = "/login";

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

  // A browser that keeps uData draws the screen while the session is restored, from the answers it kept (decision
  // 0175); one that keeps none waits for the refresh call.
  const provisional = session.status === "restoring" && session.claims !== null;
  const decision =
    route === null || (session.status === "restoring" && !provisional)
      ? null
      : decideAccess({
          route,
          session: {
            signedIn: session.status === "signedIn" || provisional,
            role: session.claims?.role ?? null,
            schoolActive: session.userData?.tf_st ?? null,
          },
        });

  if (route !== null && route.roles !== "public" && decision === null) return <FullPageSpin />;
  if (decision?.kind === "redirect") {
    // The remembered user whose session did not come back signs in again, rather than land on the catalogue.
    const to = decision.reason === "signedOut" && wasSessionLost() ? LOGIN_PATH : decision.to;
    return <Navigate to={to} replace />;
  }
  return children;
}
