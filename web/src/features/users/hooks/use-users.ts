import type { StaffDuty } from "@school/contracts";
import { keepPreviousData, mutationOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../session";
import {
  createUser,
  fetchStaffDuties,
  fetchUser,
  fetchUsers,
  type UsersListFilters,
  updateUser,
} from "../api/users.api";

/** The people screens' query keys, per school. */
export const usersKeys = {
  all: (schoolId: number) => ["users", schoolId] as const,
  list: (schoolId: number, query: UsersListFilters) => ["users", schoolId, "list", query] as const,
  detail: (schoolId: number, id: number) => ["users", schoolId, "detail", id] as const,
  lists: (schoolId: number) => ["users", schoolId, "list"] as const,
  duties: (schoolId: number, duty: StaffDuty) => ["users", schoolId, "duties", duty] as const,
};

/** `enabled` is false while the list stands aside (a duty tab is open): nothing is fetched for it. */
export function useUsersQuery(query: UsersListFilters, enabled = true) {
  const { claims } = useSession();
  const schoolId = claims?.school_id ?? 0;
  return useQuery({
    queryKey: usersKeys.list(schoolId, query),
    queryFn: ({ signal }) => fetchUsers({ query, signal }),
    enabled: claims !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

/** Who holds a duty of the student record, with their student counts (the users list's duty tabs). */
export function useStaffDutiesQuery(duty: StaffDuty) {
  const { claims } = useSession();
  const schoolId = claims?.school_id ?? 0;
  return useQuery({
    queryKey: usersKeys.duties(schoolId, duty),
    queryFn: ({ signal }) => fetchStaffDuties({ duty, signal }),
    enabled: claims !== null,
  });
}

export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  const { claims } = useSession();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all(claims?.school_id ?? 0) }),
  });
}

export function useUserQuery(id: number) {
  const { claims } = useSession();
  const schoolId = claims?.school_id ?? 0;
  return useQuery({
    queryKey: usersKeys.detail(schoolId, id),
    queryFn: ({ signal }) => fetchUser({ id, signal }),
    enabled: claims !== null && id > 0,
  });
}

/** Saving a person: the saved card replaces the cached one and the lists refetch (the student record saves so too). */
export function useUpdateUserOptions() {
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const schoolId = claims?.school_id ?? 0;
  return mutationOptions({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(usersKeys.detail(schoolId, user.id), user);
      void queryClient.invalidateQueries({ queryKey: usersKeys.lists(schoolId) });
    },
  });
}

export function useUpdateUserMutation() {
  return useMutation(useUpdateUserOptions());
}
