import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useSession } from "../../session/use-session";
import { fetchOwnEducations } from "../api/onboarding.api";
import { onboardingKeys } from "../hooks/onboarding.keys";
import { useEducationWizardRequested, usePostponed } from "../onboarding.store";

// The tour and the wizard come in a chunk of their own, downloaded only for a student who is shown them.
const OnboardingFlow = lazy(() => import("./OnboardingFlow").then((module) => ({ default: module.OnboardingFlow })));

export type OnboardingMode = "tour" | "notice" | "wizard";

/**
 * A student's onboarding (product.md section 4): the tour until it is finished, then the education wizard while no
 * education is filled in. Put off (closed), either asks again at the next visit; the education tab opens the wizard
 * whenever asked.
 */
export function OnboardingGate({ userId }: { userId: number }) {
  const { userData } = useSession();
  const postponed = usePostponed(userId);
  const wizardRequested = useEducationWizardRequested();
  const educations = useQuery({
    queryKey: onboardingKeys.educations(userId),
    queryFn: ({ signal }) => fetchOwnEducations(signal),
  });
  const tourDone = userData?.fst_vist ?? true;
  const needsEducation = educations.data !== undefined && educations.data.length === 0;
  const mode: OnboardingMode | null = wizardRequested
    ? "wizard"
    : postponed
      ? null
      : !tourDone
        ? "tour"
        : needsEducation
          ? "notice"
          : null;
  if (mode === null) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingFlow key={mode} mode={mode} userId={userId} />
    </Suspense>
  );
}
