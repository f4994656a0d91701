import { AntdScope } from "../../../antd-scope/AntdScope";
import { preloadable } from "../../../ui/preloadable";
import { useSession } from "../../session";
import { useEducationWizardRequested, usePostponed } from "../onboarding.store";

// The tour, the wizard and the check for education come in a chunk of their own, downloaded only for a student who
// has not finished onboarding (or asks for the wizard), with Ant Design: the catalogue's first screen stays without.
const OnboardingFlow = preloadable(() => import("./OnboardingFlow").then((module) => module.OnboardingFlow));

/**
 * A student's onboarding (product.md section 4; decision 0029): `first_visit` stays false until the tour is done
 * and an education row exists, so the session's own flag says whether to ask, without a call on every screen.
 * Put off (closed), it asks again at the next visit; the education tab opens the wizard whenever asked.
 */
export function OnboardingGate({ userId }: { userId: number }) {
  const wizardRequested = useEducationWizardRequested();
  if (!useOnboardingShown(userId)) return null;
  return (
    <AntdScope>
      <OnboardingFlow userId={userId} wizardRequested={wizardRequested} />
    </AntdScope>
  );
}

/** Whether the onboarding is on this student's screen: what else would open over it (a resumed purchase) waits. */
export function useOnboardingShown(userId: number): boolean {
  const { userData } = useSession();
  const postponed = usePostponed(userId);
  const wizardRequested = useEducationWizardRequested();
  const onboarded = userData?.fst_vist ?? true;
  return wizardRequested || !(onboarded || postponed);
}
