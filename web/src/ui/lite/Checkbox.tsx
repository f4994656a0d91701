import type { InputHTMLAttributes } from "react";
import "./controls.css";

/**
 * A tick box, the browser's own in the app's colour and Ant Design's size: the space bar ticks it, a screen reader
 * says "checkbox, checked"; the caller names it (`aria-label`, or a label around it).
 */
export function Checkbox({ className, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return <input type="checkbox" className={`lite-checkbox ${className ?? ""}`} {...input} />;
}
