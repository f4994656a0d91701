import { uiLanguageByIndex } from "@school/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider, type ThemeConfig } from "antd";
import { type CSSProperties, type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { antdLocaleOf } from "../features/language/language-resources";
import { languageIndexOf } from "../features/language/ui-language";
import { ToastBridge } from "../ui/ToastBridge";
import { useMediaQuery } from "../ui/use-media-query";
import { createQueryClient } from "./query-client";

/**
 * Every text colour reaches WCAG AA's 4.5:1 on white and on the layout's #f4f6fb (decision 0019): Ant Design's
 * tertiary grey (descriptions, secondary Typography), placeholders, and its red, green and orange (error messages,
 * danger items, status tags) are darker than its defaults; hover states stay lighter than the rest colour, as the
 * design has them, but still carry white text. Disabled text keeps its faint grey: WCAG exempts it.
 */
const THEME: ThemeConfig = {
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
};

/** The text of everything outside Ant Design's components, as its App wrapper sets it (the theme's font). */
const BASE_TEXT: CSSProperties = {
  fontFamily: THEME.token?.fontFamily,
  color: THEME.token?.colorText ?? "rgba(0, 0, 0, 0.88)",
  fontSize: 14,
  lineHeight: 1.5714285714285714,
};

/**
 * Query cache, Ant Design theme and locale (following the interface language) and the toast host. A user whose
 * system asks for reduced motion gets none of Ant Design's animations (WCAG 2.3.3): popups, drawers and toasts
 * appear and go at once.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const language = uiLanguageByIndex(languageIndexOf(i18n.language));
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const theme = useMemo(() => ({ ...THEME, token: { ...THEME.token, motion: !reducedMotion } }), [reducedMotion]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocaleOf(language)} theme={theme}>
        <div style={BASE_TEXT}>
          <ToastBridge />
          {children}
        </div>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
