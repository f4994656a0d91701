import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ClearCircleIcon } from "../../../ui/lite/icons/ClearCircleIcon";
import { SearchIcon } from "../../../ui/lite/icons/SearchIcon";
import { useDebouncedSearch } from "../../../ui/use-debounced-search";
import "../../../ui/lite/controls.css";

/** The catalogue's search box (the catalogue's and the student's own programs'): the request follows the typing once it pauses. */
export function CatalogSearch({
  value,
  onSearch,
  testId = "catalog-search",
}: {
  value: string;
  onSearch: (q: string) => void;
  testId?: string;
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
        placeholder={t("catalogue.searchPlaceholder")}
        aria-label={t("catalogue.searchPlaceholder")}
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
