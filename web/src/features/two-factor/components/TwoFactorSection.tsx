import type { TotpSetup } from "@school/contracts";
import { Alert, Button, Form, Input, Skeleton, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { toast } from "../../../ui/toast";
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useSetUpTwoFactor,
  useTwoFactorQuery,
} from "../hooks/use-two-factor";
import { RecoveryCodesView } from "./RecoveryCodesView";
import { TotpSetupView } from "./TotpSetupView";
import "../texts";

/**
 * The profile's two-factor section for staff (decision 0126): turn an authenticator on (QR code or key, then its
 * first code, then the recovery codes shown once), or off with a current code unless the school requires it.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useTwoFactorQuery();
  const setUp = useSetUpTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (status.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!status.data) return <FormError error={status.error} />;
  if (codes) return <RecoveryCodesView codes={codes} onDone={() => setCodes(null)} />;
  if (setup) {
    return (
      <TotpSetupView
        setup={setup}
        pending={confirm.isPending}
        error={confirm.error}
        onConfirm={(code) =>
          confirm.mutate(code, {
            onSuccess: ({ recovery_codes }) => {
              setSetup(null);
              setCodes(recovery_codes);
              toast.success(t("twoFactor.enabled"));
            },
          })
        }
      />
    );
  }
  const { enabled, required, recovery_codes_left } = status.data;
  return (
    <div data-testid="two-factor-section">
      <Typography.Paragraph>
        <Space wrap>
          {enabled ? <Tag color="green">{t("twoFactor.on")}</Tag> : <Tag>{t("twoFactor.off")}</Tag>}
          {enabled && t("twoFactor.recoveryLeft", { count: recovery_codes_left })}
        </Space>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t("twoFactor.intro")}</Typography.Paragraph>
      {required && <Alert type="info" showIcon title={t("twoFactor.requiredBySchool")} style={{ marginBottom: 16 }} />}
      {!enabled && (
        <>
          <FormError error={setUp.error} />
          <Button
            type="primary"
            loading={setUp.isPending}
            onClick={() => setUp.mutate(undefined, { onSuccess: setSetup })}
            data-testid="two-factor-turn-on"
          >
            {t("twoFactor.turnOn")}
          </Button>
        </>
      )}
      {enabled && !required && <DisableForm />}
    </div>
  );
}

/** Turning off takes a current code of the authenticator or a recovery code: a borrowed session alone cannot. */
function DisableForm() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const submit = ({ code }: { code: string }) => {
    const value = code.trim();
    const body = /^\d{6}$/.test(value) ? { code: value } : { recovery_code: value };
    disable.mutate(body, { onSuccess: () => toast.success(t("twoFactor.disabled")) });
  };
  return (
    <Form<{ code: string }> layout="vertical" requiredMark={false} onFinish={submit} data-testid="two-factor-disable">
      <FormError error={disable.error} />
      <Form.Item
        name="code"
        label={t("twoFactor.disableCode")}
        rules={[{ required: true, message: t("twoFactor.codeFormat") }]}
      >
        <Input autoComplete="one-time-code" maxLength={12} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Button danger htmlType="submit" loading={disable.isPending}>
        {t("twoFactor.turnOff")}
      </Button>
    </Form>
  );
}
