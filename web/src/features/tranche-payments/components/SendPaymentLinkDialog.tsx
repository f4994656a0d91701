import { PAYMENT_LINK_CHANNELS, type PaymentLinkChannel, type SentPaymentLink } from "@school/contracts";
import { useMutation } from "@tanstack/react-query";
import { Alert, Input, Modal, Radio } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { formatDateTime } from "../../../ui/format";
import { useUiLanguage } from "../../language";
import { sendTrancheLink } from "../api/tranche-payments.api";
import "../texts";

/**
 * The channel of an open tranche's payment link (decision 0159), the sending, and the link shown once more to copy.
 * In a chunk of its own, loaded when first opened (decision 0174).
 */
export function SendPaymentLinkDialog({
  trancheId,
  open,
  onClose,
}: {
  trancheId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [channel, setChannel] = useState<PaymentLinkChannel>("email");
  const send = useMutation({ mutationFn: () => sendTrancheLink(trancheId, channel) });
  const sent: SentPaymentLink | undefined = send.data;
  const close = () => {
    onClose();
    send.reset();
  };
  return (
    <Modal
      open={open}
      title={t("tranchePay.send.title")}
      onCancel={close}
      okText={sent ? t("common.close") : t("tranchePay.send.submit")}
      cancelText={t("common.cancel")}
      cancelButtonProps={{ style: sent ? { display: "none" } : undefined }}
      onOk={() => (sent ? close() : send.mutate())}
      confirmLoading={send.isPending}
      okButtonProps={{ "data-testid": "send-link-submit" } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <fieldset className="send-link__channels">
        <legend>{t("tranchePay.send.channel")}</legend>
        <Radio.Group
          value={channel}
          onChange={(event) => setChannel(event.target.value)}
          disabled={Boolean(sent)}
          options={PAYMENT_LINK_CHANNELS.map((value) => ({
            value,
            label: <span data-testid={`send-link-channel-${value}`}>{t(`tranchePay.send.${value}`)}</span>,
          }))}
        />
      </fieldset>
      {send.isError && <Alert type="error" showIcon role="alert" title={errorText(send.error, t)} />}
      {sent && (
        <div data-testid="send-link-sent">
          <Alert
            type="success"
            showIcon
            title={t("tranchePay.send.sent", { date: formatDateTime(sent.expires_at, language) })}
          />
          <Input readOnly value={sent.url} aria-label={t("tranchePay.send.copy")} data-testid="send-link-url" />
        </div>
      )}
    </Modal>
  );
}
