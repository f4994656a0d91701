import { Empty, Modal, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useOnboardingVideoQuery } from "../hooks/use-help-settings";
import { VideoPlayer } from "./VideoPlayer";
import "../texts";
import "../help.css";

/** The onboarding video of the school, played by the tour's step and the menu's item (product.md section 2). */
export function OnboardingVideoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useOnboardingVideoQuery(open);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t("help.video.title")} width={720} destroyOnHidden>
      <div data-testid="video-modal">
        {video.isPending ? (
          <Skeleton.Node active className="video-player" />
        ) : video.data?.video ? (
          <VideoPlayer video={video.data.video} title={t("help.video.title")} />
        ) : (
          <Empty description={t("help.video.notSet")} data-testid="onboarding-video-none" />
        )}
      </div>
    </Modal>
  );
}
