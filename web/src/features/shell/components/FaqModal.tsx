import { Empty, Modal } from "antd";
import { useTranslation } from "react-i18next";

/**
 * FAQ chapters → questions → answer. The FAQ calls arrive with a later feature, so for now the modal
 * says plainly that there are no questions yet.
 */
export function FaqModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t("faq.title")}>
      <div data-testid="faq-modal">
        <Empty description={t("faq.empty")} data-testid="faq-empty" />
      </div>
    </Modal>
  );
}
