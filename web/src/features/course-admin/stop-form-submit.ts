import type { KeyboardEvent } from "react";

/** Enter confirms a typed date or score in a sub-editor; it must not submit the program form around it. */
export function stopFormSubmit(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === "Enter") event.preventDefault();
}
