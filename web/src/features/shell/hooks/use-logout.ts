import { useCallback } from "react";
import { useNavigate } from "react-router";
import { endSession, GUEST_HOME_PATH } from "../../session";

/** Exit from the profile menu: end the session, then show the guest catalogue (spec section 4). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void endSession();
    navigate(GUEST_HOME_PATH, { replace: true });
  }, [navigate]);
}
