import { CheckCircleFilled, ClockCircleOutlined, CloseOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Tour, type TourProps, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Progress } from "../../../ui/Progress";
import { runtimeKey } from "../../../ui/runtime-key";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useProfileQuery } from "../../profile";
import { fetchEducations } from "../api/onboarding.api";
import { onboardingKeys } from "../hooks/onboarding.keys";
import { videoWatchedKey } from "../onboarding.store";

/** Hints 3 to 7: the navigation rows a student uses, in the menu's order. */
const NAV_HINTS = ["schedule", "catalog", "analytics", "programmes", "info"] as const;

/** The menu row a hint points at; none on a phone, where the menu sits in a closed drawer (the hint then centres). */
// Ant Design types a target as always found; a missing one (null) centres the step, which is what a phone wants.
const menuRow = (key: string) =>
  (() =>
    document.querySelector<HTMLElement>(`[data-testid="menu-${key}"]`)?.closest<HTMLElement>("li") ??
    null) as () => HTMLElement;
const profileMenu = (() => document.querySelector<HTMLElement>('[data-testid="profile-menu"]')) as () => HTMLElement;

type Props = {
  userId: number;
  /** While the wizard or the video is open over it. */
  hidden: boolean;
  onFinish: () => Promise<void>;
  onPutOff: () => void;
  onOpenWizard: () => void;
  onOpenVideo: () => void;
};

/**
 * The 9-step tour of a student's first visit (product.md sections 2 and 4): welcome; the section choice (video,
 * profile, data) with its progress; hints 3 to 7 on the navigation; hint 8 on My profile; step 9 asks for the
 * education and certificates, and its OK ends the first visit.
 */
export function OnboardingTour({ userId, hidden, onFinish, onPutOff, onOpenWizard, onOpenVideo }: Props) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [current, setCurrent] = useState(0);
  const finishing = useRef(false);
  const step = (key: string) => ({
    title: <span data-testid="tour-title">{t(runtimeKey(`onboarding.tour.${key}.title`))}</span>,
    description: t(runtimeKey(`onboarding.tour.${key}.text`)),
  });
  const navHint = (key: (typeof NAV_HINTS)[number]) => ({
    ...step(key),
    description: isMobile
      ? `${t(runtimeKey(`onboarding.tour.${key}.text`))} ${t("onboarding.tour.inMenu")}`
      : t(runtimeKey(`onboarding.tour.${key}.text`)),
    target: isMobile ? null : menuRow(key),
    placement: "right" as const,
  });
  const steps: TourProps["steps"] = [
    { ...step("welcome"), nextButtonProps: { children: t("onboarding.tour.start") } },
    {
      ...step("sections"),
      description: <SectionChoice userId={userId} onOpenWizard={onOpenWizard} onOpenVideo={onOpenVideo} />,
    },
    ...NAV_HINTS.map(navHint),
    { ...step("profile"), target: profileMenu, placement: "bottomRight" as const },
    {
      ...step("education"),
      nextButtonProps: { children: <span data-testid="tour-ok">{t("onboarding.tour.ok")}</span> },
    },
  ];
  return (
    <Tour
      open={!hidden}
      current={current}
      onChange={setCurrent}
      // Ant Design closes the tour before it reports the finish: a close is put off only when no finish follows it.
      onClose={() => queueMicrotask(() => finishing.current || onPutOff())}
      onFinish={() => {
        if (finishing.current) return;
        finishing.current = true;
        void onFinish().catch(() => {
          finishing.current = false;
        });
      }}
      steps={steps}
      // No mask, and the layer Ant Design keeps over the page for a step without a target lets clicks through: the
      // tour stays open across screens until closed, and a mask would keep the header's language switcher out of
      // reach the whole time (a new student may not read the language they were given).
      mask={false}
      styles={{ mask: { pointerEvents: "none" } }}
      rootClassName="onboarding-tour"
      indicatorsRender={(index, total) => (
        <span className="onboarding-tour__count" data-testid="tour-step">
          {t("onboarding.tour.stepOf", { step: index + 1, total })}
        </span>
      )}
      closeIcon={
        <>
          <CloseOutlined aria-hidden />
          <span className="visually-hidden">{t("onboarding.tour.later")}</span>
        </>
      }
    />
  );
}

const SECTIONS = ["video", "profile", "data"] as const;

/** Step 2: the three sections, each checked off once done; about 33 % each, Done at 100 %. */
function SectionChoice({
  userId,
  onOpenWizard,
  onOpenVideo,
}: {
  userId: number;
  onOpenWizard: () => void;
  onOpenVideo: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfileQuery();
  const educations = useQuery({
    queryKey: onboardingKeys.educations(userId),
    queryFn: ({ signal }) => fetchEducations(undefined, signal),
  });
  const done: Record<(typeof SECTIONS)[number], boolean> = {
    video: localStorage.getItem(videoWatchedKey(userId)) === "1",
    profile: Boolean(profile?.last_name && profile.phone),
    data: (educations.data?.length ?? 0) > 0,
  };
  const actions: Record<(typeof SECTIONS)[number], () => void> = {
    video: onOpenVideo,
    profile: () => navigate("/settings?tab=personal"),
    data: onOpenWizard,
  };
  const percent = Math.round((SECTIONS.filter((section) => done[section]).length * 100) / SECTIONS.length);
  return (
    <div className="onboarding-sections" data-testid="tour-sections">
      <Typography.Paragraph>{t("onboarding.tour.sections.text")}</Typography.Paragraph>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section}>
            {done[section] ? (
              <CheckCircleFilled className="onboarding-sections__done" aria-label={t("onboarding.sectionDone")} />
            ) : (
              <ClockCircleOutlined aria-label={t("onboarding.sectionToDo")} />
            )}
            <Button type="link" onClick={actions[section]} data-testid={`tour-section-${section}`}>
              {t(runtimeKey(`onboarding.sections.${section}`))}
            </Button>
          </li>
        ))}
      </ul>
      <Progress percent={percent} size="small" aria-label={t("onboarding.progress")} data-testid="tour-progress" />
      {percent === 100 && <Typography.Text type="success">{t("onboarding.allDone")}</Typography.Text>}
    </div>
  );
}
