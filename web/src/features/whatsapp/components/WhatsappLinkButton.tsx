import { WhatsAppOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWhatsappLinkQuery } from "../hooks/use-whatsapp-link";
import "../texts";
import "../whatsapp.css";
import { preloadable } from "../../../ui/preloadable";

// The dialog and its form come when first opened, not with the chat (decision 0174).
const WhatsappLinkDialog = preloadable(() =>
  import("./WhatsappLinkDialog").then((module) => module.WhatsappLinkDialog),
);

/**
 * A student's WhatsApp beside their chat with the school (decision 0157): once the school set its number, a button
 * opens the linking (an SMS code to the number), or names the linked number and opens the way to write and unlink.
 * Nothing shows while the school has no WhatsApp and nothing is linked. The click opens the dialog at once; it shows
 * when its code arrives.
 */
export function WhatsappLinkButton() {
  const { t } = useTranslation();
  const link = useWhatsappLinkQuery();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!link.data || (!link.data.available && !link.data.phone)) return null;
  return (
    <>
      <Button
        icon={<WhatsAppOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="whatsapp-link-open"
      >
        {link.data.phone ? t("whatsapp.link.linkedButton", { phone: link.data.phone }) : t("whatsapp.link.button")}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <WhatsappLinkDialog open={open} link={link.data} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
