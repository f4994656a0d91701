import { LEGAL_DOCUMENT_KINDS, type LegalDocumentKind } from "@school/contracts";
import { Button, Card, Result, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatDate } from "../../../ui/format";
import { runtimeKey } from "../../../ui/runtime-key";
import { useUiLanguage } from "../../language";
import { useLegalDocumentQuery } from "../hooks/use-help-info";
import "../texts";
import "../help.css";

const isKind = (value: string | undefined): value is LegalDocumentKind =>
  (LEGAL_DOCUMENT_KINDS as readonly string[]).includes(value ?? "");

/** `/legal/:kind`: a legal document written as text, or a PDF's link (decision 0061); guests open it too. */
export function LegalDocumentPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { kind } = useParams();
  const document = useLegalDocumentQuery(isKind(kind) ? kind : "");
  const title = isKind(kind) ? t(runtimeKey(`footer.documents.${kind}`)) : t("routes.legal");
  return (
    <Card className="legal-page" variant="borderless">
      <h1 className="heading-plain" data-testid="page-title">
        {title}
      </h1>
      {!isKind(kind) || document.isError ? (
        <Result status="404" subTitle={t("help.legal.notFound")} data-testid="legal-not-found" />
      ) : document.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <article data-testid="legal-document">
          <Typography.Paragraph type="secondary">
            {t("help.legal.version", {
              version: document.data.version,
              date: formatDate(document.data.updated_at, language),
            })}
          </Typography.Paragraph>
          {document.data.format === "pdf" && document.data.url ? (
            <Button type="primary" href={document.data.url} target="_blank" rel="noopener" data-testid="legal-open-pdf">
              {t("help.legal.openPdf")}
            </Button>
          ) : (
            // Sanitised on the server by the allow-list (decision 0061).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-list made this HTML inert
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: document.data.text }} />
          )}
        </article>
      )}
    </Card>
  );
}
