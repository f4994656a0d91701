import type { ApplicationStatusKey, PipelineCard } from "@school/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { personName } from "../../ui/person-name";
import { runtimeKey } from "../../ui/runtime-key";
import { toast } from "../../ui/toast";
import { moveStatus } from "./api/pipeline.api";
import { pipelineKeys } from "./pipeline.keys";
import { refusalText } from "./refusal-text";
import "../application-status/texts";

/** A card on its way to another status's column. */
export type Move = { card: PipelineCard; to: ApplicationStatusKey };

/**
 * Moving cards between columns: each move shows at once (the card waits, greyed, in its new column) and snaps back
 * with the server's reason if the transition table refuses it; the board refetches either way.
 */
export function useCardMoves() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [moves, setMoves] = useState(new Map<number, Move>());
  const settle = (cardId: number) =>
    setMoves((current) => {
      const next = new Map(current);
      next.delete(cardId);
      return next;
    });
  const move = useMutation({
    mutationFn: (input: Move) =>
      moveStatus({ user_id: input.card.user_id, course_id: input.card.course_id, status: input.to }),
    onMutate: (input) => setMoves((current) => new Map(current).set(input.card.id, input)),
    onSuccess: (saved, input) => {
      toast.success(
        t("pipeline.board.moved", {
          name: personName(input.card),
          status: t(runtimeKey(`applicationStatus.statuses.${saved.status}`)),
        }),
      );
    },
    onError: (error) => toast.error(refusalText(error, t)),
    onSettled: async (_saved, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
      settle(input.card.id);
    },
  });
  return { moves, move: (input: Move) => move.mutate(input) };
}
