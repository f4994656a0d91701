import type { InputHTMLAttributes } from "react";
import "./controls.css";

/**
 * A whole non-negative amount: digits only (anything else typed is dropped), held to `max`, empty for "none". The
 * owner decides when the value counts (`onCommit` on leaving the field or pressing Enter).
 */
export function NumberInput({
  value,
  onChange,
  onCommit,
  max = Number.MAX_SAFE_INTEGER,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "max"> & {
  value: number | null;
  onChange: (value: number | null) => void;
  onCommit?: () => void;
  max?: number;
}) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={`lite-input ${className ?? ""}`}
      value={value === null ? "" : String(value)}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, "");
        onChange(digits === "" ? null : Math.min(Number(digits), max));
      }}
      onBlur={onCommit}
      onKeyDown={(event) => {
        if (event.key === "Enter") onCommit?.();
      }}
      {...rest}
    />
  );
}
