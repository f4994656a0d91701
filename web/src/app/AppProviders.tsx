import { TOAST_SECONDS, type UiLanguage, uiLanguageByIndex } from "@school/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { App, ConfigProvider, type ThemeConfig } from "antd";
import type { Locale } from "antd/es/locale";
import enUS from "antd/locale/en_US";
import kkKZ from "antd/locale/kk_KZ";
import ruRU from "antd/locale/ru_RU";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { languageIndexOf } from "../features/language/ui-language";
import { ToastBridge } from "../ui/ToastBridge";
import { createQueryClient } from "./query-client";

const ANTD_LOCALES: Record<UiLanguage, Locale> = { ru: ruRU, kk: kkKZ, en: enUS };

const THEME: ThemeConfig = {
  token: {
    colorPrimary: "#2451d6",
    colorLink: "#2451d6",
    colorInfo: "#2451d6",
    borderRadius: 8,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: "#ffffff", siderBg: "#ffffff", bodyBg: "#f4f6fb", headerPadding: "0 24px" },
    Menu: { itemBorderRadius: 8, activeBarBorderWidth: 0 },
  },
};

/** Query cache, Ant Design theme and locale (following the interface language) and the toast host. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const language = uiLanguageByIndex(languageIndexOf(i18n.language));

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[language]} theme={THEME}>
        <App message={{ duration: TOAST_SECONDS, maxCount: 3 }} notification={{ duration: TOAST_SECONDS }}>
          <ToastBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
