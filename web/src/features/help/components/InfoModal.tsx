import { CustomerServiceOutlined, FilePdfOutlined, FileTextOutlined } from "@ant-design/icons";
import { Alert, Modal, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { runtimeKey } from "../../../ui/runtime-key";
import { useHelpInfoQuery } from "../hooks/use-help-info";
import { legalHref, telegramHref } from "./LegalFooter";
import "../texts";
import "../help.css";

/** The info modal (product.md sections 1 and 2): the school's legal documents, each opening, and its support contact. */
export function InfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useHelpInfoQuery();
  const support = info.data?.support;
  const hasSupport = Boolean(support && (support.phone || support.email || support.telegram));
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t("help.info.title")}>
      <div data-testid="info-modal">
        <Typography.Title level={5}>{t("help.info.documentsTitle")}</Typography.Title>
        {info.isPending ? (
          <Skeleton active />
        ) : (info.data?.documents.length ?? 0) === 0 ? (
          <Typography.Paragraph type="secondary">{t("help.info.noDocuments")}</Typography.Paragraph>
        ) : (
          <ul className="doc-list">
            {info.data?.documents.map((document) => {
              const title = t(runtimeKey(`footer.documents.${document.kind}`));
              return (
                <li key={document.kind} className="doc-list__item" data-testid={`legal-${document.kind}`}>
                  {document.format === "pdf" ? (
                    <>
                      <FilePdfOutlined aria-hidden />
                      <a
                        href={legalHref(document)}
                        target="_blank"
                        rel="noopener"
                        data-testid={`info-open-${document.kind}`}
                      >
                        {title}
                      </a>
                      <span className="info__format">{t("help.info.pdf")}</span>
                    </>
                  ) : (
                    <>
                      <FileTextOutlined aria-hidden />
                      <Link to={legalHref(document)} onClick={onClose} data-testid={`info-open-${document.kind}`}>
                        {title}
                      </Link>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <Alert
          type="info"
          showIcon
          icon={<CustomerServiceOutlined />}
          title={t("help.info.supportTitle")}
          description={
            hasSupport && support ? (
              <dl className="info__support">
                {support.phone && (
                  <>
                    <dt>{t("help.info.phone")}</dt>
                    <dd>
                      <a href={`tel:${support.phone.replace(/[^+\d]/g, "")}`}>{support.phone}</a>
                    </dd>
                  </>
                )}
                {support.email && (
                  <>
                    <dt>{t("help.info.email")}</dt>
                    <dd>
                      <a href={`mailto:${support.email}`}>{support.email}</a>
                    </dd>
                  </>
                )}
                {support.telegram && (
                  <>
                    <dt>{t("help.info.telegram")}</dt>
                    <dd>
                      <a href={telegramHref(support.telegram)} target="_blank" rel="noopener">
                        {support.telegram}
                      </a>
                    </dd>
                  </>
                )}
              </dl>
            ) : (
              t("help.info.noSupport")
            )
          }
          data-testid="support-contact"
        />
      </div>
    </Modal>
  );
}
