import { CheckOutlined, CopyOutlined } from "@ant-design/icons";
import type { SchoolWhatsapp } from "@school/contracts";
import { Button, Input, Space, Typography } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";

/**
 * What Meta's developer dashboard asks for the webhook (WhatsApp → Configuration): the Callback URL, and the Verify
 * token once the number is set (the platform makes it when the number is saved), each with a copy button.
 */
export function WhatsappWebhookInfo({ settings }: { settings: SchoolWhatsapp }) {
  const { t } = useTranslation();
  return (
    <div className="school-whatsapp__webhook" data-testid="school-whatsapp-webhook">
      <Typography.Title level={4} className="school-whatsapp__subtitle">
        {t("whatsapp.webhook.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("whatsapp.webhook.hint")}</Typography.Paragraph>
      <CopyField label={t("whatsapp.webhook.url")} value={settings.webhook_url} testId="school-whatsapp-webhook-url" />
      {settings.set && settings.verify_token && (
        <CopyField
          label={t("whatsapp.webhook.verifyToken")}
          value={settings.verify_token}
          testId="school-whatsapp-verify-token"
        />
      )}
    </div>
  );
}

/** A value to paste elsewhere: shown read-only in full (it scrolls), with a button that copies it. */
function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(value).then(
      () => {
        setCopied(true);
        toast.success(t("common.copied"));
        setTimeout(() => setCopied(false), 3000);
      },
      () => toast.error(t("errors.generic")),
    );
  return (
    <div className="school-whatsapp__copy">
      <label htmlFor={id}>{label}</label>
      <Space.Compact block>
        <Input id={id} readOnly value={value} spellCheck={false} data-testid={testId} />
        <Button
          icon={copied ? <CheckOutlined /> : <CopyOutlined />}
          aria-label={t("whatsapp.webhook.copy", { name: label })}
          title={t("whatsapp.webhook.copy", { name: label })}
          onClick={copy}
          data-testid={`${testId}-copy`}
        />
      </Space.Compact>
    </div>
  );
}
