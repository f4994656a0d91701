import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NumberInput } from "../../../ui/lite/NumberInput";

type Range = { min: number | null; max: number | null };

/**
 * A from–to pair of amounts, each field named "from" or "to" inside the group its heading names. The filter
 * changes when a field is left or Enter is pressed, not on every digit; a reversed pair is swapped rather than refused.
 */
export function RangeFilter({
  value,
  onChange,
  testId,
  upperHint,
}: {
  value: Range;
  onChange: (range: Range) => void;
  testId: string;
  /** The highest amount in the catalogue, hinted in the empty upper field. */
  upperHint?: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Range>(value);

  const commit = () => {
    const { min, max } = draft;
    const next = min !== null && max !== null && min > max ? { min: max, max: min } : draft;
    if (next.min !== value.min || next.max !== value.max) onChange(next);
    setDraft(next);
  };

  const field = (key: keyof Range) => (
    <NumberInput
      max={1_000_000_000}
      value={draft[key]}
      onChange={(amount) => setDraft((current) => ({ ...current, [key]: amount }))}
      onCommit={commit}
      aria-label={key === "min" ? t("catalogue.filters.from") : t("catalogue.filters.to")}
      placeholder={
        key === "min"
          ? t("catalogue.filters.from")
          : upperHint
            ? t("catalogue.filters.upTo", { amount: upperHint })
            : t("catalogue.filters.to")
      }
      name={`${testId}-${key}`}
      data-testid={`${testId}-${key}`}
    />
  );

  return (
    <div className="lite-input-pair">
      {field("min")}
      {field("max")}
    </div>
  );
}
