import { useMutation } from "@tanstack/react-query";
import { clearSignedInStorage, startSession } from "../../session";
import { login } from "../api/auth.api";

/** Spec section 7: a failed login removes the stored currency, user data and nb. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ access }) => startSession(access),
    onError: () => clearSignedInStorage(),
  });
}
