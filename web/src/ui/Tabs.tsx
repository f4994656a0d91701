import { Tabs as AntdTabs, type TabsProps } from "antd";
import { useTranslation } from "react-i18next";

/**
 * Ant Design's tabs with the names of their overflow menu in the reader's language: left alone, the list of the tabs
 * a narrow screen hides calls itself "expanded dropdown" in English (decision 0137).
 */
export function Tabs(props: TabsProps) {
  const { t } = useTranslation();
  return (
    <AntdTabs
      locale={{
        dropdownAriaLabel: t("tabsMenu.hidden"),
        removeAriaLabel: t("tabsMenu.remove"),
        addAriaLabel: t("tabsMenu.add"),
      }}
      {...props}
    />
  );
}
