import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, Empty, List, Row, Skeleton } from "antd";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import {
  fetchCertificates,
  fetchEducations,
  fetchLanguages,
  removeCertificate,
  removeEducation,
  removeLanguage,
} from "../api/onboarding.api";
import "../onboarding.css";
import "../texts";
import { preloadable } from "../../../ui/preloadable";
import { onboardingKeys } from "../hooks/onboarding.keys";
import { requestEducationWizard } from "../onboarding.store";

// Loaded when staff open it: a student's own wizard comes with the onboarding chunk instead.
const EducationWizard = preloadable(() => import("../wizard/EducationWizard").then((module) => module.EducationWizard));

/**
 * A student's education, languages and certificates with the wizard to add more: on the student's own settings
 * (the layout's onboarding gate opens the wizard), or on the student's page for staff (`studentId`: the wizard opens
 * here and saves the rows as that student's, under the same limits).
 */
export function EducationTab({ userId, studentId }: { userId: number; studentId?: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [staffWizard, setStaffWizard] = useState(false);
  const educations = useQuery({
    queryKey: onboardingKeys.educations(userId),
    queryFn: ({ signal }) => fetchEducations(studentId, signal),
  });
  const languages = useQuery({
    queryKey: onboardingKeys.languages(userId),
    queryFn: ({ signal }) => fetchLanguages(studentId, signal),
  });
  const certificates = useQuery({
    queryKey: onboardingKeys.certificates(userId),
    queryFn: ({ signal }) => fetchCertificates(studentId, signal),
  });
  const remove = useMutation({
    mutationFn: (input: { kind: "education" | "language" | "certificate"; id: number }) =>
      ({ education: removeEducation, language: removeLanguage, certificate: removeCertificate })[input.kind](input.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
    onError: () => toast.error(t("onboarding.wizard.failed")),
  });
  if (educations.isPending || languages.isPending || certificates.isPending) return <Skeleton active />;
  const deleteButton = (kind: "education" | "language" | "certificate", id: number, name: string) => (
    <ConfirmDeleteButton
      key="delete"
      question={t("onboarding.deleteConfirm", { name })}
      onConfirm={() => remove.mutate({ kind, id })}
      testId={`delete-${kind}-${id}`}
    />
  );
  const empty = (text: string) => ({ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} /> });

  return (
    <div data-testid="education-tab">
      <Button
        type="primary"
        onClick={() => (studentId === undefined ? requestEducationWizard(true) : setStaffWizard(true))}
        className="education-tab__add"
        data-testid="open-wizard"
      >
        {t("onboarding.fillIn")}
      </Button>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("onboarding.wizard.steps.education")} size="small">
            <List
              locale={empty(t("onboarding.noEducation"))}
              dataSource={educations.data ?? []}
              data-testid="education-list"
              renderItem={(row) => (
                <List.Item actions={[deleteButton("education", row.id, row.profession_name)]}>
                  <List.Item.Meta
                    title={row.profession_name}
                    description={`${t(runtimeKey(`catalogue.educationDegrees.${row.degree}`))} · ${row.start}–${row.end ?? t("onboarding.now")}${row.score === null ? "" : ` · ${row.score}`}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("onboarding.wizard.steps.language")} size="small" style={{ marginBottom: 16 }}>
            <List
              locale={empty(t("onboarding.noLanguages"))}
              dataSource={languages.data ?? []}
              data-testid="language-list"
              renderItem={(row) => {
                const name = t(runtimeKey(`catalogue.languages.${row.language}`));
                return (
                  <List.Item actions={[deleteButton("language", row.id, name)]}>
                    {name} {row.level}
                  </List.Item>
                );
              }}
            />
          </Card>
          <Card title={t("onboarding.wizard.steps.certificate")} size="small">
            <List
              locale={empty(t("onboarding.noCertificates"))}
              dataSource={certificates.data ?? []}
              data-testid="certificate-list"
              renderItem={(row) => (
                <List.Item actions={[deleteButton("certificate", row.id, row.name)]}>
                  {row.total_score === null ? row.name : `${row.name} ${row.total_score}`}
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      {staffWizard && studentId !== undefined && (
        <Suspense fallback={null}>
          <EducationWizard
            userId={userId}
            studentId={studentId}
            startWithNotice={false}
            onClose={() => setStaffWizard(false)}
            onSaved={async () => {
              setStaffWizard(false);
              await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
