import type { SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/**
 * Inline SVG icons of the first screen, drawn from Ant Design's own icon paths (@ant-design/icons-svg, MIT) so
 * they look as before without its icon runtime. Decorative: a control names itself by its text or aria-label. Sized
 * by the font (1em) and coloured by the text, as Ant Design's icons are. One module per icon: a bundler keeps a
 * module whole in one chunk, so icons grouped in a file all travelled with the first screen that drew any of them,
 * the signed-in side menu's with the guest's catalogue (decision 0117).
 */
export function Svg({ paths, ...props }: IconProps & { paths: readonly string[] }) {
  return (
    <svg
      viewBox="64 64 896 896"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="lite-icon"
      {...props}
    >
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
