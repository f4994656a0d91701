import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { notifyUserDataChanged } from "../../session/session.store";
import { updateUserData } from "../../session/user-data";
import { finishFirstVisit } from "../api/onboarding.api";
import { onboardingKeys } from "../hooks/onboarding.keys";
import { postponeOnboarding, requestEducationWizard, videoWatchedKey } from "../onboarding.store";
import { EducationWizard } from "../wizard/EducationWizard";
import type { OnboardingMode } from "./OnboardingGate";
import { OnboardingTour } from "./OnboardingTour";
import "../onboarding.css";
import "../texts";

const OnboardingVideoModal = lazy(() =>
  import("../../shell/components/OnboardingVideoModal").then((module) => ({ default: module.OnboardingVideoModal })),
);

/** Where step 9's OK leads (product.md section 4: settings tab 1), where the wizard then asks for the education. */
const EDUCATION_TAB = "/settings?tab=education";

/** The tour, the wizard it leads to, and the video its section choice offers. */
export function OnboardingFlow({ mode, userId }: { mode: OnboardingMode; userId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [wizardOpen, setWizardOpen] = useState(mode !== "tour");
  const [videoOpen, setVideoOpen] = useState(false);

  const finishTour = async () => {
    await finishFirstVisit();
    updateUserData({ fst_vist: true });
    notifyUserDataChanged();
    navigate(EDUCATION_TAB);
  };
  const closeWizard = () => {
    setWizardOpen(false);
    if (mode === "wizard") requestEducationWizard(false);
    else if (mode === "notice") postponeOnboarding(userId);
  };
  const saved = async () => {
    setWizardOpen(false);
    requestEducationWizard(false);
    await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
  };

  return (
    <>
      {mode === "tour" && (
        <OnboardingTour
          userId={userId}
          hidden={wizardOpen || videoOpen}
          onFinish={finishTour}
          onPutOff={() => postponeOnboarding(userId)}
          onOpenWizard={() => setWizardOpen(true)}
          onOpenVideo={() => {
            localStorage.setItem(videoWatchedKey(userId), "1");
            setVideoOpen(true);
          }}
        />
      )}
      {wizardOpen && (
        <EducationWizard userId={userId} startWithNotice={mode === "notice"} onClose={closeWizard} onSaved={saved} />
      )}
      {videoOpen && (
        <Suspense fallback={null}>
          <OnboardingVideoModal open onClose={() => setVideoOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
