import { SPEC_MESSAGES } from "@school/contracts";
import { toast } from "../../../ui/toast";

/** Adds a row while there is room; one more shows the spec's warning instead ('Reached quantity limit!'). */
export function addWithinLimit(input: { rows: number; room: number; add: () => void; warning: string }): void {
  if (input.rows >= input.room) {
    toast.warning(input.warning || SPEC_MESSAGES.quantityLimit);
    return;
  }
  input.add();
}
