import type { CourseMember } from "@school/contracts";
import { Button, Card, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { toast } from "../../../ui/toast";
import { useProgramCertificateMutations } from "../hooks/use-certificates";
import { CompletionRuleForm } from "./CompletionRuleForm";
import { ProgramCertificatesTable } from "./ProgramCertificatesTable";
import "../texts";
import "../certificates.css";

/**
 * The program's certificates tab (decision 0163), for staff: its completion rule, issuing to all who completed or
 * to one student by hand, and the certificates issued, each revocable with a reason.
 */
export default function ProgramCertificatesPanel({
  courseId,
  students,
}: {
  courseId: number;
  students: readonly CourseMember[];
}) {
  const { t } = useTranslation();
  return (
    <div className="certificates-panel" data-testid="program-certificates">
      <Card title={t("certificates.rule.title")}>
        <CompletionRuleForm courseId={courseId} />
      </Card>
      <Card title={t("certificates.issue.title")}>
        <IssueByHand courseId={courseId} students={students} />
      </Card>
      <Card title={t("certificates.list.title")}>
        <ProgramCertificatesTable courseId={courseId} />
      </Card>
    </div>
  );
}

function IssueByHand({ courseId, students }: { courseId: number; students: readonly CourseMember[] }) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<number | null>(null);
  const { issue } = useProgramCertificateMutations(courseId);
  const submit = () => {
    if (userId === null) return;
    issue.mutate(userId, {
      onSuccess: (certificate) => {
        toast.success(t("certificates.issue.done", { number: certificate.number }));
        setUserId(null);
      },
      onError: (error) => toast.error(errorText(error, t)),
    });
  };
  return (
    <div className="certificates-panel__row">
      <div className="certificates-panel__field">
        <label htmlFor="certificate-issue-student" className="certificates-panel__label">
          {t("certificates.issue.student")}
        </label>
        <Select
          id="certificate-issue-student"
          showSearch
          optionFilterProp="label"
          style={{ width: 280 }}
          placeholder={t("certificates.issue.pick")}
          value={userId ?? undefined}
          onChange={(value: number) => setUserId(value)}
          options={students.map((student) => ({
            value: student.id,
            label: `${student.first_name} ${student.last_name}`.trim(),
          }))}
          data-testid="certificate-issue-student"
        />
      </div>
      <Button
        type="primary"
        disabled={userId === null}
        loading={issue.isPending}
        onClick={submit}
        data-testid="certificate-issue"
      >
        {t("certificates.issue.submit")}
      </Button>
    </div>
  );
}
