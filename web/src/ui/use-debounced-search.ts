import { useCallback, useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

const SEARCH_DELAY_MS = 400;

/**
 * A search box's text, reported once typing pauses. When the committed value changes from outside (the back
 * button, a reset), the box follows it.
 *
 * A report is dropped once the browser has left the page the text was typed on: a navigation to a lazy screen keeps
 * this one drawn until the next one has loaded, and a search written into the address then would pull the user back.
 */
export function useDebouncedSearch(value: string, onSearch: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const committed = useRef(value);
  // Where the text was last typed; read from the address in handlers and effects only (the server has none).
  const typedOn = useRef<string | null>(null);
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
    if (typedOn.current !== null && window.location.pathname !== typedOn.current) return;
    committed.current = debounced.trim();
    report.current(debounced.trim());
  }, [debounced]);

  const type = useCallback((next: string) => {
    typedOn.current = window.location.pathname;
    setText(next);
  }, []);
  return [text, type];
}
