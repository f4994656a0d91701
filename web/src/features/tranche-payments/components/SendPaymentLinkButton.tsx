import { Button } from "antd";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import "../texts";
import { preloadable } from "../../../ui/preloadable";

// The dialog (channels, sending, the link to copy) comes when first opened (decision 0174).
const SendPaymentLinkDialog = preloadable(() =>
  import("./SendPaymentLinkDialog").then((module) => module.SendPaymentLinkDialog),
);

/**
 * Staff send an open tranche's payment link (decision 0159): the channel is chosen here, the message goes into the
 * student's conversation and out by that channel; the link is shown once more to copy.
 */
export function SendPaymentLinkButton({ trancheId, amount }: { trancheId: number; amount: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="small"
        aria-label={t("tranchePay.send.label", { amount })}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid={`tranche-send-link-${trancheId}`}
      >
        {t("tranchePay.send.button")}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SendPaymentLinkDialog trancheId={trancheId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
