import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../session";
import { createListView, deleteListView, fetchListViews, fetchStanding, updateListView } from "../api/views.api";

/** The saved views' and standings' query keys, per school and user (a view list is the caller's own). */
export const crmKeys = {
  views: (schoolId: number, userId: number) => ["crm", schoolId, userId, "views"] as const,
  /** Under the student record's keys, so that a change to the record (a check ticked) refreshes the header too. */
  standing: (schoolId: number, id: number) => ["users", schoolId, "record", id, "standing"] as const,
};

function useKeys() {
  const { claims } = useSession();
  return { schoolId: claims?.school_id ?? 0, userId: claims?.user_id ?? 0, signedIn: claims !== null };
}

/** The caller's saved views of the user list and the school's shared ones. */
export function useListViews() {
  const { schoolId, userId, signedIn } = useKeys();
  return useQuery({
    queryKey: crmKeys.views(schoolId, userId),
    queryFn: ({ signal }) => fetchListViews(signal),
    enabled: signedIn,
  });
}

/** Saving, changing and deleting a view: the menu is read again after each. */
export function useListViewMutations() {
  const queryClient = useQueryClient();
  const { schoolId, userId } = useKeys();
  const refresh = () => queryClient.invalidateQueries({ queryKey: crmKeys.views(schoolId, userId) });
  return {
    create: useMutation({ mutationFn: createListView, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateListView, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteListView, onSuccess: refresh }),
  };
}

/** Where a student stands: the student page's header. */
export function useStandingQuery(id: number, enabled: boolean) {
  const { schoolId, signedIn } = useKeys();
  return useQuery({
    queryKey: crmKeys.standing(schoolId, id),
    queryFn: ({ signal }) => fetchStanding({ id, signal }),
    enabled: signedIn && enabled && id > 0,
  });
}
