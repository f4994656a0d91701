import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

const SEARCH_DELAY_MS = 400;

/**
 * A search box's text, reported once typing pauses. When the committed value changes from outside (the back
 * button, a reset), the box follows it.
 */
export function useDebouncedSearch(value: string, onSearch: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const committed = useRef(value);
  const report = useRef(onSearch);
  report.current = onSearch;

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced.trim() === committed.current.trim()) return;
    committed.current = debounced.trim();
    report.current(debounced.trim());
  }, [debounced]);

  return [text, setText];
}
