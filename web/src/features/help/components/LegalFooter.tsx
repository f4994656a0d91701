import type { LegalDocument } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { runtimeKey } from "../../../ui/runtime-key";
import { useHelpInfoQuery } from "../hooks/use-help-info";

/** Where a document opens: a PDF in the browser's viewer (a new tab), a text on its own page. */
export function legalHref(document: LegalDocument): string {
  return document.format === "pdf" && document.url ? document.url : `/legal/${document.kind}`;
}

/** A Telegram contact as a link: a username (with or without @) or a t.me address. */
export function telegramHref(contact: string): string {
  return contact.startsWith("https://") ? contact : `https://t.me/${contact.replace(/^@/, "")}`;
}

/**
 * The footer of every screen, guests' too (product.md section 1): the school's published legal documents and its
 * support contact. Plain links and one small call, no Ant Design: it rides on the first screen (decision 0061).
 */
export function LegalFooter() {
  const { t } = useTranslation();
  const info = useHelpInfoQuery();
  const documents = info.data?.documents ?? [];
  const support = info.data?.support;
  if (documents.length === 0 && !support?.phone && !support?.email && !support?.telegram) return null;
  return (
    <footer className="legal-footer" data-testid="legal-footer">
      <nav aria-label={t("footer.label")}>
        <ul className="legal-footer__list">
          {documents.map((document) => {
            const title = t(runtimeKey(`footer.documents.${document.kind}`));
            return (
              <li key={document.kind}>
                {document.format === "pdf" ? (
                  <a
                    href={legalHref(document)}
                    target="_blank"
                    rel="noopener"
                    data-testid={`footer-legal-${document.kind}`}
                  >
                    {title} (PDF)
                  </a>
                ) : (
                  <Link to={legalHref(document)} data-testid={`footer-legal-${document.kind}`}>
                    {title}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {support && (support.phone || support.email || support.telegram) && (
        <p className="legal-footer__support" data-testid="footer-support">
          <span>{t("footer.support")}:</span>
          {support.phone && <a href={`tel:${support.phone.replace(/[^+\d]/g, "")}`}>{support.phone}</a>}
          {support.email && <a href={`mailto:${support.email}`}>{support.email}</a>}
          {support.telegram && (
            <a href={telegramHref(support.telegram)} target="_blank" rel="noopener">
              {support.telegram}
            </a>
          )}
        </p>
      )}
    </footer>
  );
}
