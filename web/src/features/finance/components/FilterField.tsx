import { type ReactNode, useId } from "react";

/** A filter with its visible label tied to the control by id (the control gets the id from `render`). */
export function FilterField({ label, render }: { label: string; render: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="finance-filter">
      <label htmlFor={id}>{label}</label>
      {render(id)}
    </div>
  );
}
