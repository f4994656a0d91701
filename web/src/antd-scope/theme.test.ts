import { theme } from "antd";
import { describe, expect, it } from "vitest";
import { THEME } from "./theme";

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("the theme's tags", () => {
  it("write a green tag's text at 4.5:1 on its background (it read 3.37:1: axe's only serious finding, issue 50)", () => {
    const design = theme.getDesignToken(THEME);
    // Ant Design draws a preset colour's tag in its 7th shade on its 1st.
    expect(contrast(design.green7, design.green1)).toBeGreaterThanOrEqual(4.5);
  });
});
