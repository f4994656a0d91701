import { useMutation } from "@tanstack/react-query";
import { startSession } from "../../session";
import { checkOtp, generateOtp } from "../api/auth.api";

export function useGenerateOtpMutation() {
  return useMutation({ mutationFn: generateOtp });
}

/** A verified code for an existing account signs the user in. */
export function useCheckOtpMutation() {
  return useMutation({
    mutationFn: checkOtp,
    onSuccess: (result) => {
      if (result.access) startSession(result.access);
    },
  });
}
