import { type CertificateBody, type EducationBody, type LanguageBody, PROFILE_ROW_LIMITS } from "@school/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Form, Modal, Result, Space, Steps, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { toast } from "../../../ui/toast";
import {
  fetchCertificates,
  fetchEducations,
  fetchLanguages,
  saveCertificate,
  saveEducation,
  saveLanguage,
} from "../api/onboarding.api";
import { onboardingKeys } from "../hooks/onboarding.keys";
import { type CertificateRow, CertificateRows } from "./CertificateRows";
import { type EducationRow, EducationRows } from "./EducationRows";
import { type LanguageRow, LanguageRows } from "./LanguageRows";

const STEPS = ["education", "language", "certificate"] as const;
type Step = (typeof STEPS)[number];
type Values = { educations: EducationRow[]; languages: LanguageRow[]; certificates: CertificateRow[] };

/** The spec's failure toast: the answer's message, else its detail followed by '!'. */
function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return error.detail.endsWith("!") ? error.detail : `${error.detail}!`;
}

/**
 * The education wizard (product.md section 4): a notice, then education (1 of 3), languages (2 of 3) and
 * certificates (3 of 3, optional), then saving one after another: every education row, every language, and the
 * certificates only when the first has a name. A kind holds what the student already has plus new rows up to its
 * limit; one more answers 'Reached quantity limit!'. Staff open it on a student's page with `studentId`: the rows are
 * read and saved as that student's.
 */
export function EducationWizard({
  userId,
  studentId,
  startWithNotice,
  onClose,
  onSaved,
}: {
  userId: number;
  studentId?: number;
  startWithNotice: boolean;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [phase, setPhase] = useState<"notice" | Step>(startWithNotice ? "notice" : "education");
  const [saving, setSaving] = useState(false);
  const held = {
    education: useQuery({
      queryKey: onboardingKeys.educations(userId),
      queryFn: ({ signal }) => fetchEducations(studentId, signal),
    }),
    language: useQuery({
      queryKey: onboardingKeys.languages(userId),
      queryFn: ({ signal }) => fetchLanguages(studentId, signal),
    }),
    certificate: useQuery({
      queryKey: onboardingKeys.certificates(userId),
      queryFn: ({ signal }) => fetchCertificates(studentId, signal),
    }),
  };
  const room = (kind: Step) => PROFILE_ROW_LIMITS[kind] - (held[kind].data?.length ?? 0);
  const stepIndex = phase === "notice" ? -1 : STEPS.indexOf(phase);
  const fieldOf: Record<Step, keyof Values> = {
    education: "educations",
    language: "languages",
    certificate: "certificates",
  };

  const next = async () => {
    if (phase === "notice") return setPhase("education");
    await form.validateFields([fieldOf[phase]], { recursive: true });
    const following = STEPS[stepIndex + 1];
    if (following) return setPhase(following);
    await save();
  };

  const save = async () => {
    const values = form.getFieldsValue(true) as Values;
    setSaving(true);
    try {
      for (const row of values.educations ?? []) {
        await saveEducation({
          ...row,
          profession_name: row.profession_name.trim(),
          user: studentId,
        } as EducationBody);
      }
      for (const row of values.languages ?? []) await saveLanguage({ ...row, user_id: studentId } as LanguageBody);
      const certificates = values.certificates ?? [];
      if (certificates[0]?.name) {
        for (const row of certificates.filter((certificate) => certificate.name)) {
          await saveCertificate({ ...row, user: studentId } as CertificateBody);
        }
      }
      toast.success(t("onboarding.wizard.saved"));
      await onSaved();
    } catch (error) {
      toast.error(failureText(error, t("onboarding.wizard.failed")));
    } finally {
      setSaving(false);
    }
  };

  const footer =
    phase === "notice" ? (
      <Space>
        <Button onClick={onClose} data-testid="wizard-later">
          {t("onboarding.wizard.later")}
        </Button>
        <Button type="primary" onClick={next} data-testid="wizard-start">
          {t("onboarding.wizard.start")}
        </Button>
      </Space>
    ) : (
      <Space wrap>
        {stepIndex > 0 && (
          <Button onClick={() => setPhase(STEPS[stepIndex - 1]!)} data-testid="wizard-back">
            {t("onboarding.wizard.back")}
          </Button>
        )}
        <Button
          type="primary"
          loading={saving}
          onClick={() => void next().catch(() => undefined)}
          data-testid="wizard-next"
        >
          {phase === "certificate" ? t("onboarding.wizard.save") : t("onboarding.wizard.next")}
        </Button>
      </Space>
    );

  return (
    <Modal
      open
      width={760}
      zIndex={1100}
      title={t(phase === "notice" ? "onboarding.wizard.title" : `onboarding.wizard.steps.${phase}`)}
      onCancel={onClose}
      footer={footer}
      maskClosable={false}
      destroyOnHidden
      data-testid="education-wizard"
    >
      {phase === "notice" ? (
        <Result
          status="info"
          title={t("onboarding.wizard.noticeTitle")}
          subTitle={t("onboarding.wizard.noticeText")}
          data-testid="wizard-notice"
        />
      ) : (
        <>
          <Steps
            size="small"
            current={stepIndex}
            responsive={false}
            items={STEPS.map((step) => ({ title: t(`onboarding.wizard.steps.${step}`) }))}
            className="education-wizard__steps"
          />
          <Typography.Text type="secondary" className="education-wizard__steps-label" data-testid="wizard-step">
            {t("onboarding.wizard.stepOf", { step: stepIndex + 1, total: STEPS.length })}
            {phase === "certificate" ? ` · ${t("onboarding.wizard.optional")}` : ""}
          </Typography.Text>
          <Form<Values>
            form={form}
            layout="vertical"
            requiredMark
            initialValues={{
              educations: [{ degree: "school", assessment_form: "five_point" }],
              languages: [{}],
              certificates: [{}],
            }}
          >
            <div hidden={phase !== "education"}>
              <EducationRows room={room("education")} />
            </div>
            <div hidden={phase !== "language"}>
              <LanguageRows room={room("language")} />
            </div>
            <div hidden={phase !== "certificate"}>
              <CertificateRows room={room("certificate")} />
            </div>
          </Form>
        </>
      )}
    </Modal>
  );
}
