import { useTranslation } from "react-i18next";
import { LeftIcon } from "./icons/LeftIcon";
import { RightIcon } from "./icons/RightIcon";
import { pageItems } from "./pagination-items";
import "./controls.css";

/**
 * A pager (a navigation landmark named "Pages"): previous, the pages with gaps where some are left out, next. The
 * current page is marked aria-current="page"; every page is a button, so Tab and Enter reach and press it.
 */
export function Pagination({
  current,
  pageCount,
  onChange,
  compact = false,
  testId,
}: {
  current: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Fewer neighbours of the current page, to fit a phone. */
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= pageCount) onChange(page);
  };
  return (
    <nav className="lite-pagination" aria-label={t("controls.pages")} data-testid={testId}>
      <ul>
        <li>
          <button
            type="button"
            className="lite-pagination__item"
            aria-label={t("controls.previousPage")}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <LeftIcon />
          </button>
        </li>
        {pageItems(current, pageCount, compact ? 1 : 2).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                className="lite-pagination__item"
                aria-label={t("controls.page", { page: item })}
                aria-current={item === current ? "page" : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="lite-pagination__gap" aria-hidden>
              •••
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="lite-pagination__item"
            aria-label={t("controls.nextPage")}
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
          >
            <RightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
