import { UI_LANGUAGES, type UiLanguage, uiLanguageByIndex } from "@school/contracts";
import { Progress as AntdProgress, type ProgressProps } from "antd";
import { useTranslation } from "react-i18next";
import { formatPercent } from "./format";

/**
 * Ant Design's progress bar with its figure written by the app's formatter: left alone it writes "45%" in every
 * language, where Russian and Kazakh write "45 %" (decision 0136).
 */
export function Progress(props: ProgressProps) {
  const { i18n } = useTranslation();
  const language: UiLanguage = uiLanguageByIndex(UI_LANGUAGES.indexOf(i18n.language as UiLanguage));
  return <AntdProgress format={(percent) => formatPercent(percent ?? 0, language, 0)} {...props} />;
}
