import { WhatsAppOutlined } from "@ant-design/icons";
import { Button, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useWhatsappLinkQuery } from "../hooks/use-whatsapp-link";
import { WhatsappLinkSteps } from "./WhatsappLinkSteps";
import "../texts";
import "../whatsapp.css";

/**
 * A student's WhatsApp beside their chat with the school (decision 0157): once the school set its number, a button
 * opens the linking (an SMS code to the number), or names the linked number and opens the way to write and unlink.
 * Nothing shows while the school has no WhatsApp and nothing is linked.
 */
export function WhatsappLinkButton() {
  const { t } = useTranslation();
  const link = useWhatsappLinkQuery();
  const [open, setOpen] = useState(false);
  if (!link.data || (!link.data.available && !link.data.phone)) return null;
  return (
    <>
      <Button icon={<WhatsAppOutlined />} onClick={() => setOpen(true)} data-testid="whatsapp-link-open">
        {link.data.phone ? t("whatsapp.link.linkedButton", { phone: link.data.phone }) : t("whatsapp.link.button")}
      </Button>
      <Modal
        open={open}
        title={t("whatsapp.link.title")}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        data-testid="whatsapp-link-dialog"
      >
        <WhatsappLinkSteps link={link.data} />
      </Modal>
    </>
  );
}
