import type { IssuedDocument } from "@school/contracts";
import { Button, type ButtonProps, Modal, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { LoadFailed } from "../../../ui/LoadFailed";
import { toast } from "../../../ui/toast";
import { useSession } from "../../session";
import { useAcceptDocument, useIssuedQuery } from "../use-documents";
import { IssuedDocumentList, OpenPdfButton, useDocumentName } from "./IssuedDocumentList";
import "../texts";
import "../issued-documents.css";

/**
 * Accepting a contract (a simple electronic signature, decision 0162): the dialog says what is recorded and shows the
 * fingerprint of the very PDF being accepted, with the document a click away.
 */
function AcceptDialog(props: { document: IssuedDocument; userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { document } = props;
  const accept = useAcceptDocument(props.userId);
  const confirm = () =>
    accept.mutate(document, {
      onSuccess: () => {
        toast.success(t("issuedDocuments.mine.accepted"));
        props.onClose();
      },
      onError: (error) => toast.error(errorText(error, t)),
    });
  return (
    <Modal
      open
      title={t("issuedDocuments.mine.acceptTitle", { number: document.number })}
      onCancel={props.onClose}
      onOk={confirm}
      okText={t("issuedDocuments.mine.accept")}
      cancelText={t("issuedDocuments.issued.cancel")}
      confirmLoading={accept.isPending}
      okButtonProps={{ "data-testid": "accept-confirm" } as ButtonProps}
    >
      <Typography.Paragraph>{t("issuedDocuments.mine.acceptText")}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t("issuedDocuments.mine.openFirst")}</Typography.Paragraph>
      <OpenPdfButton document={document} />
      <Typography.Paragraph className="issued-documents__hash">
        {t("issuedDocuments.mine.fingerprint")}: <code data-testid="accept-hash">{document.sha256}</code>
      </Typography.Paragraph>
    </Modal>
  );
}

/** "My files"' documents from the school: each to open, a contract to accept until it is accepted. */
export function MyDocumentsSection() {
  const { t } = useTranslation();
  const userId = useSession().claims?.user_id ?? 0;
  const documents = useIssuedQuery(userId);
  const nameOf = useDocumentName();
  const [accepting, setAccepting] = useState<IssuedDocument | null>(null);
  return (
    <section className="surface issued-documents" aria-labelledby="my-documents-title" data-testid="my-documents">
      <Typography.Title level={3} id="my-documents-title">
        {t("issuedDocuments.mine.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("issuedDocuments.mine.lead")}</Typography.Paragraph>
      {documents.isPending ? (
        <Skeleton active />
      ) : documents.isError ? (
        <LoadFailed error={documents.error} onRetry={() => void documents.refetch()} />
      ) : (
        <IssuedDocumentList
          documents={documents.data}
          empty={t("issuedDocuments.mine.empty")}
          actions={(document) =>
            document.acceptable &&
            !document.accepted_at &&
            document.status === "ready" && (
              <Button
                size="small"
                type="primary"
                onClick={() => setAccepting(document)}
                aria-label={`${t("issuedDocuments.mine.accept")}: ${nameOf(document)}`}
                data-testid={`issued-accept-${document.id}`}
              >
                {t("issuedDocuments.mine.accept")}
              </Button>
            )
          }
        />
      )}
      {accepting && <AcceptDialog document={accepting} userId={userId} onClose={() => setAccepting(null)} />}
    </section>
  );
}
