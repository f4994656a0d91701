import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Whether a place on the page has come near the window: within two window heights below it, or in it (a reader
 * scrolling down finds it drawn, its code and data fetched meanwhile). Stays true once it has. For parts further down a screen that need code and data of their own (a program's cards under
 * it, decision 0192): asked for as the reader scrolls towards them, not with the screen's first paint. False on the
 * server and on the first render in the browser, so the place's placeholder is taken over as drawn; true at once
 * where the browser cannot observe.
 */
export function useNearScreen<Element extends HTMLElement>(): [RefObject<Element | null>, boolean] {
  const place = useRef<Element>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || element === null) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "0px 0px 200% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [place, near];
}
