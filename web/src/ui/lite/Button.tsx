import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link } from "../Link";

export type ButtonLook = "default" | "primary" | "text" | "link";

type Common = {
  look?: ButtonLook;
  size?: "small" | "middle" | "large";
  /** Outlined in white, for a coloured background. */
  ghost?: boolean;
  /** In red: an action that takes something away. */
  danger?: boolean;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
};

type AsButton = Common &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    to?: undefined;
    ref?: Ref<HTMLButtonElement>;
    /** Its request is under way: a turning ring before the text, a second press ignored (as Ant Design's). */
    loading?: boolean;
  };
/** Given `to`, the button is a router link (a real <a>, so it opens in a new tab and reads as a link). */
type AsLink = Common & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
  "aria-label"?: string;
  "data-testid"?: string;
  onClick?: () => void;
};

export function buttonClassName(
  { look = "default", size = "middle", ghost, danger, className }: Common,
  iconOnly: boolean,
) {
  return [
    "lite-btn",
    `lite-btn--${look}`,
    size === "middle" ? "" : `lite-btn--${size}`,
    ghost ? "lite-btn--ghost" : "",
    danger ? "lite-btn--danger" : "",
    iconOnly ? "lite-btn--icon-only" : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** Ant Design's Button in look (default, primary, text, link; three sizes; an icon before the text). */
export function Button(props: AsButton | AsLink) {
  const { look, size, ghost, danger, icon, children, className, ...rest } = props;
  const classes = buttonClassName(
    { look, size, ghost, danger, className },
    icon !== undefined && children === undefined,
  );
  const content = (
    <>
      {icon}
      {children}
    </>
  );
  if (rest.to !== undefined) {
    const { to, ...anchor } = rest as AsLink;
    return (
      <Link to={to} className={classes} {...anchor}>
        {content}
      </Link>
    );
  }
  const { type = "button", loading, onClick, ...button } = rest as AsButton;
  return (
    <button
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...button}
    >
      {loading ? <span className="lite-spin lite-spin--small lite-btn__spin" aria-hidden="true" /> : null}
      {content}
    </button>
  );
}
