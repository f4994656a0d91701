import { DEFAULT_MAX_ROUNDS } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { toast } from "../../../ui/toast";
import { RoundsEditor } from "./RoundsEditor";
import { type EditableRound, isRoundOpen, isRoundsLimitError } from "./rounds";
import type { RoundDates } from "./rounds.api";
import { useRoundMutations, useRoundsQuery } from "./use-rounds";

/** Before the program exists, rounds are kept on the form and created right after it; the default limit applies. */
export function DraftRoundsField({
  value,
  onChange,
}: {
  value: readonly RoundDates[];
  onChange: (rounds: RoundDates[]) => void;
}) {
  const { t } = useTranslation();
  const rounds: EditableRound[] = value.map((round, index) => ({
    key: `draft-${index}`,
    id: null,
    ...round,
    isOpen: isRoundOpen(round),
  }));
  const indexOf = (round: EditableRound) => rounds.findIndex((item) => item.key === round.key);

  return (
    <RoundsEditor
      rounds={rounds}
      busy={false}
      onAdd={async (dates) => {
        if (value.length >= DEFAULT_MAX_ROUNDS) {
          toast.warning(t("rounds.limited"));
          return false;
        }
        onChange([...value, dates]);
        return true;
      }}
      onUpdate={async (round, dates) => {
        onChange(value.map((item, index) => (index === indexOf(round) ? dates : item)));
        return true;
      }}
      onRemove={async (round) => {
        onChange(value.filter((_item, index) => index !== indexOf(round)));
        return true;
      }}
    />
  );
}

/** A saved program's rounds change at once; the server has the last word on the rounds limit. */
export function SavedRoundsField({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const query = useRoundsQuery(courseId);
  const { create, update, remove } = useRoundMutations(courseId);
  const rounds: EditableRound[] = (query.data ?? []).map((round) => ({
    key: String(round.id),
    id: round.id,
    start: round.start,
    end: round.end,
    isOpen: round.is_open,
  }));

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(isRoundsLimitError(error) ? t("rounds.limited") : errorText(error, t));
      return false;
    }
  };

  return (
    <RoundsEditor
      rounds={rounds}
      busy={create.isPending || update.isPending || remove.isPending}
      onAdd={(dates) => run(() => create.mutateAsync(dates), t("rounds.added"))}
      onUpdate={(round, dates) =>
        run(() => update.mutateAsync({ roundId: round.id ?? 0, ...dates }), t("rounds.updated"))
      }
      onRemove={(round) => run(() => remove.mutateAsync(round.id ?? 0), t("rounds.deleted"))}
    />
  );
}
