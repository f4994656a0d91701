import { Segmented as AntdSegmented, type SegmentedProps } from "antd";

/**
 * Ant Design's Segmented with the name the app gives it: left without one, it calls itself "segmented control" in
 * English to a screen reader in every language (decision 0137), so the name is required here.
 */
export function Segmented<Value extends string | number = string>(
  props: SegmentedProps<Value> & { "aria-label": string },
) {
  return <AntdSegmented<Value> {...props} />;
}
