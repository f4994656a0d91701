import { DisconnectOutlined } from "@ant-design/icons";
import type { SchoolWhatsapp } from "@school/contracts";
import { Alert, Button, Popconfirm, Skeleton, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { toast } from "../../../ui/toast";
import { useSchoolWhatsappActions, useSchoolWhatsappQuery } from "../hooks/use-school-whatsapp";
import { WhatsappNumberForm } from "./WhatsappNumberForm";
import { WhatsappTemplatesTable } from "./WhatsappTemplatesTable";
import { WhatsappWebhookInfo } from "./WhatsappWebhookInfo";
import "../texts";
import "../whatsapp.css";
import "../../mailings/texts";

/**
 * The school's WhatsApp in the newsletter tab, beside its Telegram bot (decision 0157): the Cloud API number it
 * brings (its id, a token and the app's secret, checked with WhatsApp and never shown back), the webhook's address
 * and Verify token for Meta's dashboard, and which approved WhatsApp template each platform template goes as.
 */
export function SchoolWhatsappCard() {
  const { t } = useTranslation();
  const settings = useSchoolWhatsappQuery();
  return (
    <section aria-labelledby="school-whatsapp-title" className="school-whatsapp" data-testid="school-whatsapp">
      <Typography.Title level={3} id="school-whatsapp-title" className="school-whatsapp__title">
        {t("whatsapp.settings.title")}
      </Typography.Title>
      {settings.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : settings.isError ? (
        <Alert type="error" showIcon title={t("whatsapp.settings.loadFailed")} />
      ) : (
        <>
          <NumberState settings={settings.data} />
          <div className="school-whatsapp__grid">
            {/* Set or removed: the form starts afresh from what is set. */}
            <WhatsappNumberForm key={String(settings.data.set)} settings={settings.data} />
            <WhatsappWebhookInfo settings={settings.data} />
          </div>
          <WhatsappTemplatesTable saved={settings.data.templates} />
        </>
      )}
    </section>
  );
}

/** Whether a number is set: its number and verified business name as WhatsApp gave them, and removing it. */
function NumberState({ settings }: { settings: SchoolWhatsapp }) {
  const { t } = useTranslation();
  const { remove } = useSchoolWhatsappActions();
  const removeNumber = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t("whatsapp.settings.removed")),
      onError: (error) => toast.error(errorText(error, t)),
    });
  if (!settings.set) {
    return (
      <Typography.Paragraph className="school-whatsapp__state" data-testid="school-whatsapp-state" data-set="false">
        {t("whatsapp.settings.none")}
      </Typography.Paragraph>
    );
  }
  return (
    <div className="school-whatsapp__state" data-testid="school-whatsapp-state" data-set="true">
      <Tag color="success">{t("whatsapp.settings.connected")}</Tag>
      {settings.display_phone && <Typography.Text strong>{settings.display_phone}</Typography.Text>}
      {settings.verified_name && (
        <Typography.Text>{t("whatsapp.settings.verifiedName", { name: settings.verified_name })}</Typography.Text>
      )}
      <Popconfirm
        title={t("whatsapp.settings.removeQuestion")}
        okText={t("whatsapp.settings.remove")}
        cancelText={t("common.cancel")}
        okButtonProps={{
          danger: true,
          ...({ "data-testid": "school-whatsapp-remove-confirm" } as Record<`data-${string}`, string>),
        }}
        onConfirm={removeNumber}
      >
        <Button
          danger
          size="small"
          icon={<DisconnectOutlined />}
          loading={remove.isPending}
          data-testid="school-whatsapp-remove"
        >
          {t("whatsapp.settings.remove")}
        </Button>
      </Popconfirm>
    </div>
  );
}
