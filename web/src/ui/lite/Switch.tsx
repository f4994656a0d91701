import type { ButtonHTMLAttributes } from "react";
import "./controls.css";

/**
 * An on/off switch (WAI-ARIA switch: a button with role="switch" and aria-checked), toggled by click, Enter or
 * Space; a <label htmlFor> names it.
 */
export function Switch({
  checked,
  onChange,
  size = "default",
  className,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onChange" | "role"> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  size?: "default" | "small";
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={`lite-switch lite-switch--${size} ${className ?? ""}`}
      onClick={() => onChange(!checked)}
      {...rest}
    >
      <span className="lite-switch__handle" />
    </button>
  );
}
