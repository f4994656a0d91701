import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link } from "../Link";

export type ButtonLook = "default" | "primary" | "text" | "link";

type Common = {
  look?: ButtonLook;
  size?: "small" | "middle" | "large";
  /** Outlined in white, for a coloured background. */
  ghost?: boolean;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
};

type AsButton = Common & ButtonHTMLAttributes<HTMLButtonElement> & { to?: undefined; ref?: Ref<HTMLButtonElement> };
/** Given `to`, the button is a router link (a real <a>, so it opens in a new tab and reads as a link). */
type AsLink = Common & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
  "aria-label"?: string;
  "data-testid"?: string;
  onClick?: () => void;
};

export function buttonClassName({ look = "default", size = "middle", ghost, className }: Common, iconOnly: boolean) {
  return [
    "lite-btn",
    `lite-btn--${look}`,
    size === "middle" ? "" : `lite-btn--${size}`,
    ghost ? "lite-btn--ghost" : "",
    iconOnly ? "lite-btn--icon-only" : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** Ant Design's Button in look (default, primary, text, link; three sizes; an icon before the text). */
export function Button(props: AsButton | AsLink) {
  const { look, size, ghost, icon, children, className, ...rest } = props;
  const classes = buttonClassName({ look, size, ghost, className }, icon !== undefined && children === undefined);
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
  const { type = "button", ...button } = rest as AsButton;
  return (
    <button type={type} className={classes} {...button}>
      {content}
    </button>
  );
}
