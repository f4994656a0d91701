import { useMutation } from "@tanstack/react-query";
import { sendResetLink, setPassword } from "../api/auth.api";

export function useSendResetLinkMutation() {
  return useMutation({ mutationFn: sendResetLink });
}

export function useSetPasswordMutation() {
  return useMutation({ mutationFn: setPassword });
}
