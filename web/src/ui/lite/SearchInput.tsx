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
  size = "large",
  testId,
}: {
  value: string;
  onSearch: (q: string) => void;
  /** Its placeholder and its accessible name. */
  label: string;
  /** Large above a screen's list (the catalogue's), middle beside other fields (the inbox's). */
  size?: "middle" | "large";
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useDebouncedSearch(value, onSearch);
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className={size === "large" ? "lite-input-affix lite-input-affix--large" : "lite-input-affix"}>
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
