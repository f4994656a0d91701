import type { WhatsappLink } from "@school/contracts";
import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import { WhatsappLinkSteps } from "./WhatsappLinkSteps";

/** The linking's dialog: an SMS code to the number, or the linked number and its unlinking (decision 0157). */
export function WhatsappLinkDialog(props: { open: boolean; link: WhatsappLink; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      title={t("whatsapp.link.title")}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      data-testid="whatsapp-link-dialog"
    >
      <WhatsappLinkSteps link={props.link} />
    </Modal>
  );
}
