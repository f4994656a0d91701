import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCan, useSession } from "../../session";
import {
  confirmTwoFactor,
  disableTwoFactor,
  fetchSchoolTwoFactor,
  fetchTwoFactor,
  setSchoolTwoFactor,
  setUpTwoFactor,
} from "../api/two-factor.api";

export const twoFactorKeys = {
  all: ["two-factor"] as const,
  own: (userId: number) => [...twoFactorKeys.all, "own", userId] as const,
  school: (schoolId: number) => [...twoFactorKeys.all, "school", schoolId] as const,
};

/** The caller's own state; asked only by the roles that sign in with an authenticator. */
export function useTwoFactorQuery() {
  const { claims } = useSession();
  const allowed = useCan("twoFactor.own");
  return useQuery({
    queryKey: twoFactorKeys.own(claims?.user_id ?? 0),
    queryFn: fetchTwoFactor,
    enabled: allowed,
  });
}

function useRefreshOwn() {
  const { claims } = useSession();
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: twoFactorKeys.own(claims?.user_id ?? 0) });
}

// The forms show their own errors beside the code field: a wrong code belongs there, not in a toast.
export const useSetUpTwoFactor = () => useMutation({ mutationFn: setUpTwoFactor });

export function useConfirmTwoFactor() {
  const refresh = useRefreshOwn();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: refresh, meta: { silent: true } });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshOwn();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: refresh, meta: { silent: true } });
}

export function useSchoolTwoFactorQuery() {
  const { claims } = useSession();
  const allowed = useCan("school.security");
  return useQuery({
    queryKey: twoFactorKeys.school(claims?.school_id ?? 0),
    queryFn: fetchSchoolTwoFactor,
    enabled: allowed,
  });
}

export function useSetSchoolTwoFactor() {
  const { claims } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSchoolTwoFactor,
    onSuccess: (data) => {
      client.setQueryData(twoFactorKeys.school(claims?.school_id ?? 0), data);
      return client.invalidateQueries({ queryKey: twoFactorKeys.all });
    },
    meta: { silent: true },
  });
}
