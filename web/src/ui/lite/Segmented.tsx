import { useId } from "react";
import "./controls.css";

/**
 * A few exclusive choices side by side (Ant Design's Segmented in look), made of native radio buttons: the arrow keys
 * move the choice, a screen reader says "radio button, 2 of 4", and the group is named by the caller.
 */
export function Segmented<Value extends string>({
  options,
  value,
  onChange,
  className,
  testId,
  "aria-label": label,
}: {
  /** Each choice; `testId` marks its label (which a click on chooses). */
  options: readonly { value: Value; label: string; testId?: string }[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
  testId?: string;
  "aria-label": string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`lite-segmented ${className ?? ""}`} data-testid={testId}>
      {options.map((option) => (
        <label key={option.value} className="lite-segmented__item" data-testid={option.testId}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
