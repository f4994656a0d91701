import type { AutomationPreview, AutomationTrigger } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../ui/format";
import { useUiLanguage } from "../../language";

/** "Who would match today": how many, and the first of them with what matched and their responsible manager. */
export function RulePreview({ preview, trigger }: { preview: AutomationPreview; trigger: AutomationTrigger }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <div className="automation-preview" data-testid="rule-preview-result" aria-live="polite">
      <p>{t(`automation.previewCount.${trigger}`, { count: preview.count })}</p>
      <ul>
        {preview.students.map((student) => (
          <li key={`${student.id}-${student.program ?? ""}-${student.item ?? ""}-${student.date ?? ""}`}>
            {[
              student.name,
              student.program,
              student.item,
              student.date && formatDate(student.date, language),
              student.responsible ?? t("automation.noResponsible"),
            ]
              .filter(Boolean)
              .join(" · ")}
          </li>
        ))}
      </ul>
    </div>
  );
}
