import { getTaskBoard } from "@school/contracts/routes";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../api/http-client";

export const boardKey = (exerciseId: number, studentId: number) => ["task-board", exerciseId, studentId] as const;

/**
 * The board as saved, read once when it opens; from then on the live channel keeps it current, so it is never
 * refetched in the background (that would replace a drawing in progress with an older copy).
 */
export function useBoardScene(exerciseId: number, studentId: number) {
  return useQuery({
    queryKey: boardKey(exerciseId, studentId),
    queryFn: ({ signal }) => callEndpoint(getTaskBoard, { params: { exerciseId, studentId }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
