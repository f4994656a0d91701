import { FilePdfOutlined } from "@ant-design/icons";
import type { IssuedDocument } from "@school/contracts";
import { useMutation } from "@tanstack/react-query";
import { Button, Empty, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { formatDate, formatInstant } from "../../../ui/format";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { fetchIssuedPdf } from "../documents.api";
import { openPdf } from "../open-pdf";

/** "Contract No. Д-3": a document's name as the lists and the acceptance dialog say it. */
export function useDocumentName() {
  const { t } = useTranslation();
  return (document: IssuedDocument) =>
    t("issuedDocuments.issued.numbered", {
      kind: t(`issuedDocuments.kinds.${document.kind}`),
      number: document.number,
    });
}

export function OpenPdfButton({ document }: { document: IssuedDocument }) {
  const { t } = useTranslation();
  const name = useDocumentName()(document);
  const open = useMutation({
    mutationFn: () => fetchIssuedPdf(document.id),
    onSuccess: (blob) => openPdf(blob, `${document.kind}-${document.number}.pdf`),
    onError: (error) => toast.error(errorText(error, t)),
    meta: { silent: true },
  });
  return (
    <Button
      size="small"
      icon={<FilePdfOutlined />}
      disabled={document.status !== "ready"}
      loading={open.isPending}
      onClick={() => open.mutate()}
      aria-label={t("issuedDocuments.issued.openLabel", { name })}
      data-testid={`issued-open-${document.id}`}
    >
      {t("issuedDocuments.issued.open")}
    </Button>
  );
}

/** Whether a contract is accepted, and when; nothing for the kinds that are not accepted. */
function AcceptanceTag({ document }: { document: IssuedDocument }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  if (!document.acceptable) return null;
  if (!document.accepted_at) return <Tag color="warning">{t("issuedDocuments.issued.awaiting")}</Tag>;
  const date = formatInstant(new Date(document.accepted_at), language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Tag color="green" data-testid={`issued-accepted-${document.id}`}>
      {t("issuedDocuments.issued.acceptedAt", { date })}
    </Tag>
  );
}

/**
 * A student's issued documents, newest first: name, language, date, state and acceptance, with what the reader may do
 * beside each (open it; a student also accepts a contract). A list, not a table, so it reads at 390 px.
 */
export function IssuedDocumentList(props: {
  documents: IssuedDocument[];
  empty: string;
  actions?: (document: IssuedDocument) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const nameOf = useDocumentName();
  if (props.documents.length === 0) return <Empty description={props.empty} data-testid="issued-empty" />;
  return (
    <ul className="issued-documents__list">
      {props.documents.map((document) => (
        <li key={document.id} data-testid={`issued-${document.id}`}>
          <div className="issued-documents__name">
            <strong>{nameOf(document)}</strong>
            {document.title && <span className="issued-documents__title">{document.title}</span>}
          </div>
          <div className="issued-documents__meta">
            <span>{formatDate(document.created_at, language)}</span>
            <Tag>{t(`issuedDocuments.languages.${document.language}`)}</Tag>
            {document.status !== "ready" && (
              <Tag color={document.status === "failed" ? "red" : "processing"}>
                {t(`issuedDocuments.issued.status.${document.status}`)}
              </Tag>
            )}
            <AcceptanceTag document={document} />
          </div>
          <div className="issued-documents__actions">
            <OpenPdfButton document={document} />
            {props.actions?.(document)}
          </div>
        </li>
      ))}
    </ul>
  );
}
