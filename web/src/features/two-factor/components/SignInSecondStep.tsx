import type { SecondStepRequired, TotpSetup } from "@school/contracts";
import { useMutation } from "@tanstack/react-query";
import { Button, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { loginEnrol, loginEnrolConfirm, loginSecondStep } from "../api/two-factor.api";
import { RecoveryCodesView } from "./RecoveryCodesView";
import { TotpSetupView } from "./TotpSetupView";
import "../texts";

type Props = { step: SecondStepRequired; onSignedIn: (access: string) => void; onBack: () => void };

/**
 * The sign-in's step after a right password (decisions 0126, 0127): the authenticator's code or a recovery code;
 * or, where the school requires an authenticator the account has none of, the e-mailed code, the set-up and the
 * recovery codes, after which the account is signed in.
 */
export function SignInSecondStep(props: Props) {
  const { t } = useTranslation();
  return (
    <div data-testid="sign-in-second-step">
      {props.step.second_step === "totp" ? <TotpStep {...props} /> : <EnrolStep {...props} />}
      <Button type="link" onClick={props.onBack} style={{ paddingInline: 0, marginTop: 8 }}>
        {t("twoFactor.signIn.back")}
      </Button>
    </div>
  );
}

const codeRule = (message: string) => ({ required: true, pattern: /^\s*\d{6}\s*$/, message });

function TotpStep({ step, onSignedIn }: Props) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const submit = useMutation({ mutationFn: loginSecondStep, meta: { silent: true } });
  const finish = ({ code }: { code: string }) =>
    submit.mutate(
      recovery
        ? { challenge: step.challenge, recovery_code: code.trim() }
        : { challenge: step.challenge, code: code.trim() },
      { onSuccess: ({ access }) => onSignedIn(access) },
    );
  return (
    <Form<{ code: string }> key={String(recovery)} layout="vertical" requiredMark={false} onFinish={finish}>
      <Typography.Paragraph>
        {recovery ? t("twoFactor.signIn.recoveryPrompt") : t("twoFactor.signIn.totpPrompt")}
      </Typography.Paragraph>
      <FormError error={submit.error} />
      <Form.Item
        name="code"
        label={recovery ? t("twoFactor.signIn.recoveryCode") : t("twoFactor.signIn.code")}
        rules={
          recovery ? [{ required: true, message: t("twoFactor.codeFormat") }] : [codeRule(t("twoFactor.codeFormat"))]
        }
      >
        <Input
          size="large"
          autoFocus
          inputMode={recovery ? "text" : "numeric"}
          autoComplete="one-time-code"
          maxLength={recovery ? 12 : 6}
          data-testid="second-step-code"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submit.isPending}
        data-testid="second-step-submit"
      >
        {t("twoFactor.signIn.submit")}
      </Button>
      <Button type="link" onClick={() => setRecovery(!recovery)} style={{ paddingInline: 0, marginTop: 8 }}>
        {recovery ? t("twoFactor.signIn.useCode") : t("twoFactor.signIn.useRecovery")}
      </Button>
    </Form>
  );
}

function EnrolStep({ step, onSignedIn }: Props) {
  const { t } = useTranslation();
  const mailed = useMutation({ mutationFn: loginEnrol, meta: { silent: true } });
  const confirm = useMutation({ mutationFn: loginEnrolConfirm, meta: { silent: true } });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [signedIn, setSignedIn] = useState<{ access: string; recovery_codes: string[] } | null>(null);

  if (signedIn) return <RecoveryCodesView codes={signedIn.recovery_codes} onDone={() => onSignedIn(signedIn.access)} />;
  if (setup) {
    return (
      <TotpSetupView
        setup={setup}
        pending={confirm.isPending}
        error={confirm.error}
        onConfirm={(code) => confirm.mutate({ challenge: setup.challenge ?? "", code }, { onSuccess: setSignedIn })}
      />
    );
  }
  return (
    <Form<{ code: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }) =>
        mailed.mutate({ challenge: step.challenge, email_code: code.trim() }, { onSuccess: setSetup })
      }
    >
      <Typography.Title level={5}>{t("twoFactor.signIn.enrolTitle")}</Typography.Title>
      <Typography.Paragraph>{t("twoFactor.signIn.enrolPrompt")}</Typography.Paragraph>
      <FormError error={mailed.error} />
      <Form.Item name="code" label={t("twoFactor.signIn.emailCode")} rules={[codeRule(t("twoFactor.codeFormat"))]}>
        <Input
          size="large"
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-testid="enrol-email-code"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={mailed.isPending}>
        {t("twoFactor.signIn.continue")}
      </Button>
    </Form>
  );
}
