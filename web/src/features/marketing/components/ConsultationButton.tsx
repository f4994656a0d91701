import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AntdScope } from "../../../antd-scope/AntdScope";
import { Button } from "../../../ui/lite/Button";
import { preloadable } from "../../../ui/preloadable";

// The form comes with Ant Design in a chunk of its own, when a guest first asks for it (the first screen stays light).
const ConsultationDialog = preloadable(() =>
  import("./ConsultationDialog").then((module) => module.ConsultationDialog),
);

/**
 * "Free consultation" (product.md 9): a guest's request to the school, which lands in its CRM as a lead with the
 * referrer and the marks the browser kept (decision 0056). On the guest catalogue and a program's page; a student's
 * question about a program that is not sold joins their own history (decision 0139).
 */
export function ConsultationButton({
  courseId,
  size = "middle",
  ghost,
  label,
}: {
  courseId?: number;
  size?: "middle" | "large";
  ghost?: boolean;
  /** What the request is called where it is offered ("Ask the school" at a program not sold). */
  label?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size={size}
        ghost={ghost}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="consultation-open"
      >
        {label ?? t("guest.freeConsultation")}
      </Button>
      {opened && (
        <AntdScope>
          <ConsultationDialog open={open} courseId={courseId} onClose={() => setOpen(false)} />
        </AntdScope>
      )}
    </>
  );
}
