import { useMutation } from "@tanstack/react-query";
import { startSession } from "../../session/session-actions";
import { clearSignedInStorage } from "../../session/user-data";
import { login } from "../api/auth.api";

/** Spec section 7: a failed login removes the stored currency, user data and nb. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ access }) => startSession(access),
    onError: () => clearSignedInStorage(),
  });
}
