import { useMutation } from "@tanstack/react-query";
import { replaceAccessToken } from "../../session";
import { changePassword } from "../api/profile.api";

/** The server ends every older token; the fresh one it returns keeps this tab signed in. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ access }) => replaceAccessToken(access),
    // The form shows its own errors: a wrong current password belongs on that field, not in a toast.
    meta: { silent: true },
  });
}
