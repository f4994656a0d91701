import {
  KASPI_QR_MAX_BYTES,
  KASPI_QR_TYPES,
  kaspiLink,
  type OfflinePaymentSettings,
  type OfflinePaymentSettingsBody,
  type RequiredRequisite,
} from "@school/contracts";
import { Alert, Button, Form, Input, Result, Skeleton, Space, Switch, Tag, Typography } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { FormError } from "../../../ui/FormError";
import { toast } from "../../../ui/toast";
import { requisiteNames } from "../../requisites";
import { useOfflineSettingsMutations, useOfflineSettingsQuery } from "../hooks";
import "../texts";
import "../offline-payments.css";

/**
 * The settings' Kaspi and bank-transfer tab (decision 0160), beside the requisites a transfer pays to: Kaspi's link
 * or QR and the comment the student writes, whether transfers are taken, and what the students are offered now.
 */
export default function OfflineSettingsTab() {
  const { t } = useTranslation();
  const settings = useOfflineSettingsQuery();
  return (
    <section aria-labelledby="offline-settings-title" className="offline-settings" data-testid="offline-settings">
      <Typography.Title level={3} id="offline-settings-title" className="offline-settings__title">
        {t("offlinePayments.settings.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("offlinePayments.settings.hint")}</Typography.Paragraph>
      {settings.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : settings.isError ? (
        <Result
          status="warning"
          title={t("offlinePayments.settings.loadFailed")}
          extra={<Button onClick={() => settings.refetch()}>{t("common.retry")}</Button>}
        />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </section>
  );
}

type Values = OfflinePaymentSettingsBody;

function SettingsForm({ saved }: { saved: OfflinePaymentSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save, uploadQr, removeQr } = useOfflineSettingsMutations();
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = (values: Values) =>
    save.mutate(
      {
        kaspi_enabled: values.kaspi_enabled,
        kaspi_link: (values.kaspi_link ?? "").trim(),
        kaspi_comment: (values.kaspi_comment ?? "").trim(),
        transfer_enabled: values.transfer_enabled,
      },
      { onSuccess: () => toast.success(t("offlinePayments.settings.saved")) },
    );
  const chooseQr = (file: File | undefined) => {
    if (!file) return;
    if (file.size > KASPI_QR_MAX_BYTES) return toast.error(t("offlinePayments.order.receiptTooLarge"));
    uploadQr.mutate(file);
  };
  const qrProblem = uploadQr.error ?? removeQr.error;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{
        kaspi_enabled: saved.kaspi_enabled,
        kaspi_link: saved.kaspi_link,
        kaspi_comment: saved.kaspi_comment,
        transfer_enabled: saved.transfer_enabled,
      }}
      onFinish={submit}
      className="offline-settings__form"
      data-testid="offline-settings-form"
    >
      <Offered saved={saved} />
      <h4 className="offline-settings__section">{t("offlinePayments.channels.kaspi")}</h4>
      <Form.Item name="kaspi_enabled" label={t("offlinePayments.settings.kaspiEnabled")} valuePropName="checked">
        <Switch data-testid="offline-kaspi-enabled" />
      </Form.Item>
      <Form.Item
        name="kaspi_link"
        label={t("offlinePayments.settings.kaspiLink")}
        extra={t("offlinePayments.settings.kaspiLinkHelp")}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (!kaspiLink.safeParse(value ?? "").success)
                throw new Error(t("offlinePayments.settings.kaspiLinkInvalid"));
            },
          },
        ]}
      >
        <Input inputMode="url" placeholder="https://pay.kaspi.kz/pay/…" data-testid="offline-kaspi-link" />
      </Form.Item>
      <Form.Item name="kaspi_comment" label={t("offlinePayments.settings.kaspiComment")}>
        <Input maxLength={200} placeholder={t("offlinePayments.settings.kaspiCommentPlaceholder")} />
      </Form.Item>
      <div className="offline-settings__qr">
        <span className="offline-settings__label" id="offline-qr-label">
          {t("offlinePayments.settings.qr")}
        </span>
        {saved.kaspi_qr_url && (
          <img
            src={saved.kaspi_qr_url}
            alt={t("offlinePayments.settings.qrAlt")}
            className="offline-qr"
            data-testid="offline-kaspi-qr"
          />
        )}
        <Space wrap>
          <Button
            loading={uploadQr.isPending}
            onClick={() => fileInput.current?.click()}
            aria-describedby="offline-qr-help"
          >
            {saved.kaspi_qr_url ? t("offlinePayments.settings.qrReplace") : t("offlinePayments.settings.qrUpload")}
          </Button>
          {saved.kaspi_qr_url && (
            <Button danger loading={removeQr.isPending} onClick={() => removeQr.mutate()}>
              {t("offlinePayments.settings.qrRemove")}
            </Button>
          )}
        </Space>
        <input
          ref={fileInput}
          type="file"
          // The button above opens it; a global rule draws file inputs, so `hidden` alone does not hide it.
          style={{ display: "none" }}
          accept={KASPI_QR_TYPES.join(",")}
          aria-labelledby="offline-qr-label"
          onChange={(event) => {
            chooseQr(event.target.files?.[0]);
            event.target.value = "";
          }}
          data-testid="offline-kaspi-qr-input"
        />
        <Typography.Text type="secondary" id="offline-qr-help">
          {t("offlinePayments.settings.qrHelp")}
        </Typography.Text>
        {qrProblem && <Alert type="error" showIcon title={errorText(qrProblem, t)} />}
      </div>
      <h4 className="offline-settings__section">{t("offlinePayments.channels.transfer")}</h4>
      <Form.Item name="transfer_enabled" label={t("offlinePayments.settings.transferEnabled")} valuePropName="checked">
        <Switch data-testid="offline-transfer-enabled" />
      </Form.Item>
      {saved.transfer_enabled && saved.requisites_missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="offline-settings__alert"
          title={t("offlinePayments.settings.transferNeedsRequisites", {
            fields: requisiteNames(saved.requisites_missing as RequiredRequisite[], t),
          })}
          data-testid="offline-transfer-needs-requisites"
        />
      )}
      <FormError error={save.error} />
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="offline-settings-save">
        {t("offlinePayments.settings.save")}
      </Button>
    </Form>
  );
}

/** What a student buying a program is offered now, as the saved settings make it. */
function Offered({ saved }: { saved: OfflinePaymentSettings }) {
  const { t } = useTranslation();
  return (
    <p className="offline-settings__offered" data-testid="offline-offered">
      {t("offlinePayments.settings.offered")} <Tag>{t("offlinePayments.settings.card")}</Tag>
      {saved.kaspi_available && <Tag>{t("offlinePayments.channels.kaspi")}</Tag>}
      {saved.transfer_available && <Tag>{t("offlinePayments.channels.transfer")}</Tag>}
      {saved.kaspi_enabled && !saved.kaspi_available && (
        <Typography.Text type="warning"> {t("offlinePayments.settings.kaspiNeedsLink")}</Typography.Text>
      )}
    </p>
  );
}
