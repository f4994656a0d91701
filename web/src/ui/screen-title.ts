import { createContext, useContext, useEffect } from "react";

/**
 * What a screen calls itself in the tab, when it knows better than its route (a program's title): set by
 * `useDocumentTitle`, read by the shell's DocumentTitle, which writes the tab's title. Here rather than in the shell,
 * so a screen names itself without importing the shell that frames it.
 */
export const ScreenTitle = createContext<(title: string | null) => void>(() => undefined);

/** Names the screen in the tab while the page is shown (a program's page: the program); null keeps the route's. */
export function useDocumentTitle(title: string | null | undefined): void {
  const setScreenTitle = useContext(ScreenTitle);
  useEffect(() => {
    if (!title) return;
    setScreenTitle(title);
    return () => setScreenTitle(null);
  }, [title, setScreenTitle]);
}
