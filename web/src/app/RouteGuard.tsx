import { type ReactNode, useEffect, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { todayLoginDate } from "../features/session/login-date";
import { notifyUserDataChanged } from "../features/session/session.store";
import { endSession } from "../features/session/session-actions";
import { useSession } from "../features/session/use-session";
import { FullPageSpin } from "../ui/FullPageSpin";
import { useCurrentRoute } from "./current-route";
import { decideAccess } from "./guard";

/**
 * Applies `decideAccess` to the matched route. The date is re-read on every click anywhere in the document
 * (spec section 4), so a tab left open past midnight logs out on the next interaction.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const route = useCurrentRoute();
  const session = useSession();
  const navigate = useNavigate();
  const [today, setToday] = useState(todayLoginDate);

  useEffect(() => {
    const recheck = () => {
      setToday(todayLoginDate());
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
          today,
          session: {
            signedIn: session.status === "signedIn",
            role: session.claims?.role ?? null,
            loginDate: session.userData?.tm_in ?? null,
            schoolActive: session.userData?.tf_st ?? null,
          },
        });

  // The route a session expired on: until the router has left it, this guard shows a spinner. Once the
  // session is cleared the screen would otherwise be judged a signed-out visit and sent to /guest-catalog,
  // racing the redirect to /login (router updates run as transitions, after this component's own).
  const [expiredOn, setExpiredOn] = useState<string | null>(null);
  const routeKey = route?.key ?? null;
  const expiredRedirect = decision?.kind === "redirect" && decision.endSession ? decision.to : null;
  const expiredHere = decision?.kind === "allow" && decision.endSession;
  useEffect(() => {
    if (expiredHere) void endSession();
    if (expiredRedirect === null) return;
    setExpiredOn(routeKey);
    void endSession().then(() => navigate(expiredRedirect, { replace: true }));
  }, [expiredRedirect, expiredHere, navigate, routeKey]);
  useEffect(() => {
    if (expiredOn !== null && expiredOn !== routeKey) setExpiredOn(null);
  }, [expiredOn, routeKey]);

  if (route !== null && route.roles !== "public" && session.status === "restoring") return <FullPageSpin />;
  if (expiredRedirect !== null || (expiredOn !== null && expiredOn === routeKey)) return <FullPageSpin />;
  if (decision?.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}
