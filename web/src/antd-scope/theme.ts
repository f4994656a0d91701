import type { ThemeConfig } from "antd";

/**
 * The one source of the app's look: Ant Design's theme (applied by AntdScope) and, as CSS custom properties in
 * ui/lite/lite.css, the first screen's own components (lite.test.ts holds the two equal).
 *
 * Every text colour reaches WCAG AA's 4.5:1 on white and on the layout's #f4f6fb (decision 0019): Ant Design's
 * tertiary grey (descriptions, secondary Typography), placeholders, and its red, green and orange (error messages,
 * danger items, status tags) are darker than its defaults; hover states stay lighter than the rest colour, as the
 * design has them, but still carry white text. Disabled text keeps its faint grey: WCAG exempts it.
 */
export const THEME = {
  token: {
    colorPrimary: "#2451d6",
    colorPrimaryHover: "#3a62dc",
    colorLink: "#2451d6",
    colorLinkHover: "#3a62dc",
    colorInfo: "#2451d6",
    colorTextSecondary: "rgba(0, 0, 0, 0.65)",
    colorTextTertiary: "rgba(0, 0, 0, 0.6)",
    colorTextQuaternary: "rgba(0, 0, 0, 0.56)",
    colorTextPlaceholder: "rgba(0, 0, 0, 0.56)",
    colorTextDisabled: "rgba(0, 0, 0, 0.25)",
    colorError: "#cf1322",
    colorSuccess: "#237804",
    colorSuccessBg: "#f6ffed",
    colorSuccessBorder: "#b7eb8f",
    // The green tag ("Accepted", "Valid", a credit) writes its text in green-7 on green-1: Ant Design's #389e0d reads
    // 3.37:1 there, the success green 5.4:1.
    green7: "#237804",
    colorWarning: "#ad4e00",
    colorWarningBg: "#fffbe6",
    colorWarningBorder: "#ffe58f",
    borderRadius: 8,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: "#ffffff", siderBg: "#ffffff", bodyBg: "#f4f6fb", headerPadding: "0 24px" },
    Menu: { itemBorderRadius: 8, activeBarBorderWidth: 0 },
    // Its "no data" text is drawn in the disabled grey; it is text to read, so it gets the placeholder one (a
    // List's, inside a Spin that resets the token, is recoloured in styles.css).
    Table: { colorTextDisabled: "rgba(0, 0, 0, 0.56)" },
  },
} as const satisfies ThemeConfig;
