import { type RefCallback, useEffect, useState } from "react";

/**
 * Whether a place on the page has come near the window: within a window's height below it, or in it (a reader
 * scrolling down finds it drawn, its code and data fetched meanwhile). Stays true once it has. For parts further down
 * a screen that need code and data of their own (a program's cards under it, decision 0192): asked for as the reader
 * scrolls towards them, not with the screen's first paint. False on the server and on the first render in the
 * browser, so the place's placeholder is taken over as drawn; true at once where the browser cannot observe. The
 * place is given the ref returned.
 */
export function useNearScreen<Element extends HTMLElement>(): [RefCallback<Element>, boolean] {
  // The place as state: it may be drawn after the first render (once the page knows it is on a phone, say).
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || element === null) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "0px 0px 100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}
