import { useCallback } from "react";
// biome-ignore lint/style/noRestrictedImports: the one place that wraps React Router's own
import { type NavigateOptions, type URLSearchParamsInit, useSearchParams as useRouterSearchParams } from "react-router";

type NextParams = URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

/**
 * The address's query, as React Router's `useSearchParams` gives it, with a setter whose function form starts from
 * the address as it stands. React Router writes the address at once but draws the screen for it in a transition, and
 * its own setter starts from the query of the last screen drawn: a change made before that draw lands (the table
 * sorted right after a column was ticked) would silently undo the change before it.
 */
export function useSearchParams() {
  const [params, setRouterParams] = useRouterSearchParams();
  const setParams = useCallback(
    (next: NextParams, options?: NavigateOptions) =>
      setRouterParams(
        typeof next === "function" ? () => next(new URLSearchParams(window.location.search)) : next,
        options,
      ),
    [setRouterParams],
  );
  return [params, setParams] as const;
}
