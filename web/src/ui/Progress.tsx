import { Progress as AntdProgress, type ProgressProps } from "antd";
import { formatPercent } from "./format";
import { useReaderLanguage } from "./use-reader-language";

/**
 * Ant Design's progress bar with its figure written by the app's formatter: left alone it writes "45%" in every
 * language, where Russian and Kazakh write "45 %" (decision 0136).
 */
export function Progress(props: ProgressProps) {
  const language = useReaderLanguage();
  return <AntdProgress format={(percent) => formatPercent(percent ?? 0, language, 0)} {...props} />;
}
