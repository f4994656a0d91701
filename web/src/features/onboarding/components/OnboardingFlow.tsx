import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { pendingPurchase } from "../../checkout";
import { loadOnboardingVideoModal } from "../../help";
import { notifyUserDataChanged, updateUserData } from "../../session";
import { fetchEducations, finishFirstVisit } from "../api/onboarding.api";
import { onboardingKeys } from "../hooks/onboarding.keys";
import {
  finishTour as markTourFinished,
  postponeOnboarding,
  requestEducationWizard,
  useTourFinished,
  videoWatchedKey,
} from "../onboarding.store";
import { EducationWizard } from "../wizard/EducationWizard";
import { OnboardingTour } from "./OnboardingTour";
import "../onboarding.css";
import "../texts";

const OnboardingVideoModal = lazy(() =>
  loadOnboardingVideoModal().then((module) => ({ default: module.OnboardingVideoModal })),
);

/** Where step 9's OK leads (product.md section 4: settings tab 1), where the wizard then asks for the education. */
const EDUCATION_TAB = "/settings?tab=education";

type OnboardingMode = "tour" | "notice" | "wizard";

/** Onboarding is over: `first_visit/` is recorded, and the session's flag stops the gate from asking again. */
async function finishOnboarding(): Promise<void> {
  await finishFirstVisit();
  updateUserData({ fst_vist: true });
  notifyUserDataChanged();
}

/**
 * What a student who has not finished onboarding is shown: the tour until it is finished (on this browser), then
 * the wizard's notice until an education row exists. One who already has education (filled in by staff, say) is
 * onboarded on the spot.
 */
export function OnboardingFlow({ userId, wizardRequested }: { userId: number; wizardRequested: boolean }) {
  const tourFinished = useTourFinished(userId);
  const educations = useQuery({
    queryKey: onboardingKeys.educations(userId),
    queryFn: ({ signal }) => fetchEducations(undefined, signal),
  });
  const hasEducation = (educations.data?.length ?? 0) > 0;
  useEffect(() => {
    if (hasEducation && !wizardRequested) void finishOnboarding();
  }, [hasEducation, wizardRequested]);
  const mode: OnboardingMode | null = wizardRequested
    ? "wizard"
    : educations.data === undefined || hasEducation
      ? null
      : tourFinished
        ? "notice"
        : "tour";
  return mode && <OnboardingSteps key={mode} mode={mode} userId={userId} />;
}

/** The tour, the wizard it leads to, and the video its section choice offers. */
function OnboardingSteps({ mode, userId }: { mode: OnboardingMode; userId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [wizardOpen, setWizardOpen] = useState(mode !== "tour");
  const [videoOpen, setVideoOpen] = useState(false);

  const finishTour = async () => {
    markTourFinished(userId);
    // A purchase started as a guest goes on first (decision 0139): the education is asked at the next visit.
    if (pendingPurchase() !== null) postponeOnboarding(userId);
    else navigate(EDUCATION_TAB);
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
