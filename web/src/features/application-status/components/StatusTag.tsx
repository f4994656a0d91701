import { APPLICATION_STATUS_COLOURS, type ApplicationStatusKey } from "@school/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import "../texts";

/** Text darkened from Ant Design's preset so it reaches 4.5:1 on the tag's tint (decision 0019). */
const TEXT: Record<ApplicationStatusKey, string> = {
  selected: "#003eb3",
  submitted: "#874d00",
  invitation: "#135200",
  refusal: "#a8071a",
  final_choice: "#391085",
};

/** A status as its coloured tag (decision 0025's five colours). */
export function StatusTag({ status }: { status: ApplicationStatusKey }) {
  const { t } = useTranslation();
  return (
    <Tag color={APPLICATION_STATUS_COLOURS[status]} style={{ color: TEXT[status] }} data-status={status}>
      {t(runtimeKey(`applicationStatus.statuses.${status}`))}
    </Tag>
  );
}
