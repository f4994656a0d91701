import { readFileSync } from "node:fs";
import { theme } from "antd";
import { describe, expect, it } from "vitest";
import { THEME } from "../../antd-scope/theme";

const css = readFileSync(new URL("./lite.css", import.meta.url), "utf8");

/** The value of a `--lite-…` custom property as lite.css declares it. */
function token(name: string): string {
  const match = new RegExp(`--lite-${name}:\\s*([^;]+);`).exec(css);
  if (match?.[1] === undefined) throw new Error(`lite.css declares no --lite-${name}`);
  return match[1];
}

const normalise = (value: string | number) => String(value).replace(/\s+/g, "").replace(/"/g, "'").toLowerCase();
const px = (value: number) => `${value}px`;

describe("the first screen's CSS tokens are what Ant Design draws with the app's theme", () => {
  const design = theme.getDesignToken(THEME);
  it.each([
    ["primary", design.colorPrimary],
    ["primary-hover", design.colorPrimaryHover],
    ["primary-active", design.colorPrimaryActive],
    ["primary-bg", design.colorPrimaryBg],
    ["text", design.colorText],
    ["text-secondary", design.colorTextSecondary],
    ["text-tertiary", design.colorTextTertiary],
    ["placeholder", design.colorTextPlaceholder],
    ["border", design.colorBorder],
    ["fill-hover", design.colorBgTextHover],
    ["bg", design.colorBgContainer],
    ["bg-layout", THEME.components.Layout.bodyBg],
    ["error", design.colorError],
    ["error-hover", design.colorErrorHover],
    ["success", design.colorSuccess],
    ["warning", design.colorWarning],
    ["warning-bg", design.colorWarningBg],
    ["warning-border", design.colorWarningBorder],
    ["radius", px(design.borderRadius)],
    ["radius-sm", px(design.borderRadiusSM)],
    ["font", design.fontFamily],
    ["font-size", px(design.fontSize)],
    ["control-height", px(design.controlHeight)],
    ["control-height-lg", px(design.controlHeightLG)],
  ])("--lite-%s", (name, expected) => {
    expect(normalise(token(name))).toBe(normalise(expected));
  });
});
