import { SendOutlined } from "@ant-design/icons";
import { DOCUMENT_CHANNELS, type DocumentChannel, type IssuedDocument } from "@school/contracts";
import { useMutation } from "@tanstack/react-query";
import { Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { toast } from "../../../ui/toast";
import { postSend } from "../documents.api";
import { useDocumentName } from "./IssuedDocumentList";

/**
 * Sends a ready document to its student on a channel of their thread (decision 0162): the message carries the PDF and
 * links to "My files"; a channel the student has not linked is refused by the server, and the toast says why.
 */
export function SendDocumentButton({ document }: { document: IssuedDocument }) {
  const { t } = useTranslation();
  const name = useDocumentName()(document);
  const send = useMutation({
    mutationFn: (channel: DocumentChannel) => postSend(document.id, channel),
    onSuccess: () => toast.success(t("issuedDocuments.issued.sent")),
    onError: (error) => toast.error(errorText(error, t)),
    meta: { silent: true },
  });
  return (
    <Dropdown
      disabled={document.status !== "ready"}
      trigger={["click"]}
      menu={{
        items: DOCUMENT_CHANNELS.map((channel) => ({
          key: channel,
          label: (
            <span data-testid={`issued-send-${document.id}-${channel}`}>
              {t(`issuedDocuments.issued.channels.${channel}`)}
            </span>
          ),
        })),
        onClick: ({ key }) => send.mutate(key as DocumentChannel),
      }}
    >
      <Button
        size="small"
        icon={<SendOutlined />}
        loading={send.isPending}
        aria-label={t("issuedDocuments.issued.sendLabel", { name })}
        data-testid={`issued-send-${document.id}`}
      >
        {t("issuedDocuments.issued.send")}
      </Button>
    </Dropdown>
  );
}
