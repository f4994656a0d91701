import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedSearch } from "../use-debounced-search";
import { ClearCircleIcon } from "./icons/ClearCircleIcon";
import { SearchIcon } from "./icons/SearchIcon";
import "./controls.css";

/**
 * A large search box (the catalogue's, the student's own programs', the sections'): named by its placeholder, the
 * request follows the typing once it pauses.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  testId,
}: {
  value: string;
  onSearch: (q: string) => void;
  /** Its placeholder and its accessible name. */
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useDebouncedSearch(value, onSearch);
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="lite-input-affix lite-input-affix--large">
      <SearchIcon />
      <input
        ref={input}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={label}
        aria-label={label}
        maxLength={200}
        data-testid={testId}
      />
      {/* Hidden rather than removed while there is no text, so the field keeps its width. */}
      <button
        type="button"
        className="lite-input-affix__clear"
        aria-label={t("controls.clear")}
        onClick={() => {
          setText("");
          input.current?.focus();
        }}
        style={{ visibility: text === "" ? "hidden" : "visible" }}
      >
        <ClearCircleIcon />
      </button>
    </span>
  );
}
