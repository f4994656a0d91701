import type { HTMLAttributes, ReactNode } from "react";
import { CloseIcon } from "./icons/CloseIcon";
import "./controls.css";

type TagProps = HTMLAttributes<HTMLSpanElement> & {
  /** default: grey; success, warning, error and processing (blue: under way, not yet open): the theme's status colours. */
  tone?: "default" | "success" | "warning" | "error" | "processing";
  bordered?: boolean;
  /** Makes the tag removable by a button of its own, named by `removeLabel` (e.g. "Remove Milan"). */
  onRemove?: () => void;
  removeLabel?: string;
  children: ReactNode;
};

/** A small label, as Ant Design's Tag draws it; a removable one carries a real button, reachable by keyboard. */
export function Tag({
  tone = "default",
  bordered = true,
  onRemove,
  removeLabel,
  className,
  children,
  ...rest
}: TagProps) {
  const classes = ["lite-tag", `lite-tag--${tone}`, bordered ? "" : "lite-tag--borderless", className ?? ""];
  return (
    <span className={classes.filter(Boolean).join(" ")} {...rest}>
      {children}
      {onRemove && (
        <button type="button" className="lite-tag__remove" aria-label={removeLabel} onClick={onRemove}>
          <CloseIcon />
        </button>
      )}
    </span>
  );
}

/** A tag that is switched on and off: a toggle button (aria-pressed), filled in the primary colour when on. */
export function CheckableTag({
  checked,
  onChange,
  className,
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLButtonElement>, "onChange"> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={checked}
      className={`lite-tag lite-tag--checkable ${className ?? ""}`}
      onClick={() => onChange(!checked)}
      {...rest}
    >
      {children}
    </button>
  );
}
