import type { ComponentPropsWithRef, MouseEvent } from "react";
import { type To, useHref, useLinkClickHandler } from "react-router";

type LinkProps = Omit<ComponentPropsWithRef<"a">, "href"> & { to: To; replace?: boolean; state?: unknown };

/**
 * A link to a screen of the app: a real `<a>` (it opens in a new tab and reads as a link) that a plain click turns
 * into a navigation, as React Router's `Link` does, from the router's own two hooks. React Router's `Link` also
 * carries its framework mode's route discovery and prefetching, which this app (a declarative router) never uses:
 * with it, every first screen downloaded about 2 KB gzipped more (decision 0117). Only the app's own paths: an
 * address on another site is a plain `<a>`.
 */
export function Link({ to, replace, state, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}
