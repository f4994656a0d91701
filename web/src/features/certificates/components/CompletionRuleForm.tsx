import type { CompletionRule } from "@school/contracts";
import { CERTIFICATE_HOURS_MAX } from "@school/contracts";
import { Alert, Button, Checkbox, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { LoadFailed } from "../../../ui/LoadFailed";
import { NumberField } from "../../../ui/NumberField";
import { toast } from "../../../ui/toast";
import { useCompletionRuleQuery, useProgramCertificateMutations } from "../hooks/use-certificates";

/** The program's completion rule, and issuing to the students who met it before it was set or changed. */
export function CompletionRuleForm({ courseId }: { courseId: number }) {
  const rule = useCompletionRuleQuery(courseId);
  if (rule.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (rule.isError) return <LoadFailed error={rule.error} onRetry={() => void rule.refetch()} />;
  // Kept mounted across saves: a save's toast is said by the form that asked for it.
  return <RuleFields courseId={courseId} saved={rule.data} />;
}

function RuleFields({ courseId, saved }: { courseId: number; saved: CompletionRule }) {
  const { t } = useTranslation();
  const [lessons, setLessons] = useState(saved.lessons);
  const [exams, setExams] = useState(saved.exams);
  const [hours, setHours] = useState<number>(saved.hours);
  const { saveRule, issueCompleted } = useProgramCertificateMutations(courseId);
  const save = () =>
    saveRule.mutate(
      { lessons, exams, hours },
      {
        onSuccess: () => toast.success(t("certificates.rule.saved")),
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  const issueAll = () =>
    issueCompleted.mutate(undefined, {
      onSuccess: ({ issued }) => toast.success(t("certificates.rule.issued", { count: issued })),
      onError: (error) => toast.error(errorText(error, t)),
    });
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Typography.Paragraph type="secondary">{t("certificates.rule.hint")}</Typography.Paragraph>
      <Checkbox checked={lessons} onChange={(event) => setLessons(event.target.checked)} data-testid="rule-lessons">
        {t("certificates.rule.lessons")}
      </Checkbox>
      <Checkbox checked={exams} onChange={(event) => setExams(event.target.checked)} data-testid="rule-exams">
        {t("certificates.rule.exams")}
      </Checkbox>
      <div>
        <label htmlFor="certificate-rule-hours" className="certificates-panel__label">
          {t("certificates.rule.hours")}
        </label>
        <NumberField<number>
          id="certificate-rule-hours"
          min={0}
          max={CERTIFICATE_HOURS_MAX}
          precision={0}
          value={hours}
          onChange={(value) => setHours(value ?? 0)}
          style={{ display: "block", width: 160 }}
          data-testid="rule-hours"
        />
      </div>
      <Button type="primary" onClick={save} loading={saveRule.isPending} data-testid="rule-save">
        {t("certificates.rule.save")}
      </Button>
      {saved.completed_without_certificate > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t("certificates.rule.waiting", { count: saved.completed_without_certificate })}
          action={
            <Button onClick={issueAll} loading={issueCompleted.isPending} data-testid="rule-issue-all">
              {t("certificates.rule.issueAll")}
            </Button>
          }
        />
      ) : null}
    </Space>
  );
}
