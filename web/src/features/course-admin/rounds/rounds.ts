import { SPEC_MESSAGES } from "@school/contracts";
import dayjs from "dayjs";
import { isApiError } from "../../../api/api-error";

export type EditableRound = { key: string; id: number | null; start: string; end: string; isOpen: boolean };

export const ISO_DATE = "YYYY-MM-DD";

/** A round is open from its first day through its last (the 'until' day included). */
export function isRoundOpen(round: { start: string; end: string }, today: string = dayjs().format(ISO_DATE)): boolean {
  return round.start <= today && today <= round.end;
}

/** The 'until' date of a round may not be in the past, nor before the round starts. */
export function roundDatesProblem(
  round: { start: string; end: string },
  rule: { today?: string; endMayBePast?: boolean } = {},
): "endInPast" | "endBeforeStart" | null {
  const today = rule.today ?? dayjs().format(ISO_DATE);
  if (!rule.endMayBePast && round.end < today) return "endInPast";
  if (round.end < round.start) return "endBeforeStart";
  return null;
}

export function isRoundsLimitError(error: unknown): boolean {
  return isApiError(error) && error.detail.replace(/[.!\s]+$/, "") === SPEC_MESSAGES.roundsLimited.replace(/!$/, "");
}
