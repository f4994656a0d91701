import type { TotpSetup } from "@school/contracts";
import { Button, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import "../two-factor.css";

/** The secret in groups of four, as an app's manual entry is easiest typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * An authenticator being set up: its QR code, the key for typing it in by hand, and the field for its first code,
 * which confirms it (decision 0126).
 */
export function TotpSetupView(props: {
  setup: TotpSetup;
  onConfirm: (code: string) => void;
  pending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <Form<{ code: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }) => props.onConfirm(code.trim())}
      data-testid="totp-setup"
    >
      <Typography.Paragraph>{t("twoFactor.setup.scan")}</Typography.Paragraph>
      <div className="two-factor__setup">
        <img
          className="two-factor__qr"
          src={props.setup.qr}
          alt={t("twoFactor.setup.qrAlt")}
          width={184}
          height={184}
        />
        <div className="two-factor__manual">
          <Typography.Text type="secondary">{t("twoFactor.setup.manual")}</Typography.Text>
          <Typography.Text
            code
            copyable={{ text: props.setup.secret }}
            className="two-factor__secret"
            data-testid="totp-secret"
          >
            {grouped(props.setup.secret)}
          </Typography.Text>
        </div>
      </div>
      <FormError error={props.error} />
      <Form.Item
        name="code"
        label={t("twoFactor.setup.code")}
        rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t("twoFactor.codeFormat") }]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="totp-setup-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={props.pending} data-testid="totp-setup-confirm">
        {t("twoFactor.setup.confirm")}
      </Button>
    </Form>
  );
}
