import { CustomerServiceOutlined, FileTextOutlined } from "@ant-design/icons";
import { Alert, Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";

/** The legal documents spec section 1 lists for the footer and the info modal. */
export const LEGAL_DOCUMENTS = ["patent", "personalData", "privacy", "offer", "paymentSecurity", "requisites"] as const;

export function InfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t("info.title")}>
      <div data-testid="info-modal">
        <Typography.Title level={5}>{t("info.documentsTitle")}</Typography.Title>
        <ul className="doc-list">
          {LEGAL_DOCUMENTS.map((document) => (
            <li key={document} className="doc-list__item" data-testid={`legal-${document}`}>
              <FileTextOutlined />
              <span>{t(runtimeKey(`info.documents.${document}`))}</span>
            </li>
          ))}
        </ul>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t("info.documentsNote")}
        </Typography.Paragraph>
        <Alert
          type="info"
          showIcon
          icon={<CustomerServiceOutlined />}
          title={t("info.supportTitle")}
          description={t("info.supportText")}
          data-testid="support-contact"
        />
      </div>
    </Modal>
  );
}
