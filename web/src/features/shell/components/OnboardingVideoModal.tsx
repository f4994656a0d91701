import { PlayCircleOutlined } from "@ant-design/icons";
import { Modal, Result } from "antd";
import { useTranslation } from "react-i18next";

export function OnboardingVideoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t("onboardingVideo.title")}>
      <div data-testid="video-modal">
        <Result
          icon={<PlayCircleOutlined />}
          title={t("onboardingVideo.comingTitle")}
          subTitle={t("onboardingVideo.comingText")}
        />
      </div>
    </Modal>
  );
}
