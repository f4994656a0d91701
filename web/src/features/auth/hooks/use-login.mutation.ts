import { useMutation } from "@tanstack/react-query";
import { clearSignedInStorage, startSession } from "../../session";
import { login } from "../api/auth.api";

/** Spec section 7: a failed login removes the stored currency, user data and nb. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: login,
    // A staff account may answer with its second step instead (decision 0126): the session starts after it.
    onSuccess: (answer) => {
      if ("access" in answer) startSession(answer.access);
    },
    onError: () => clearSignedInStorage(),
  });
}
