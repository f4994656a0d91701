import { useMutation } from "@tanstack/react-query";
import { startSession } from "../../session";
import { register } from "../api/auth.api";

/** A new account is signed in at once: the answer carries its access token. */
export function useRegisterMutation() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ access }) => startSession(access),
  });
}
