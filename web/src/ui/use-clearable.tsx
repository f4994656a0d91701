import { CloseCircleFilled } from "@ant-design/icons";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * What `allowClear` takes on an antd Select, Input or DatePicker so its clear button is named in the reader's
 * language: `allowClear={true}` leaves rc-select's hard-coded "Clear" on the button and antd's "close-circle" on the
 * icon of inputs and pickers. The label is for Select's button, the icon's own name for the others.
 */
export function useClearable(): { clearIcon: ReactNode; label: string } {
  const { t } = useTranslation();
  const label = t("controls.clear");
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={label} />, label }), [label]);
}
