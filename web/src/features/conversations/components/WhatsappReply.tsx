import type { MessageTemplateKey } from "@school/contracts";
import { Select } from "antd";
import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { Link } from "../../../ui/Link";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { formatMessageTime } from "../message-time";
import "../../mailings/texts";

/**
 * A WhatsApp reply outside the 24 hours after the student's last WhatsApp message (decision 0157): why only a
 * template can go, and the templates the school mapped to its approved WhatsApp templates, named as the newsletter
 * tab names them. With none mapped, whoever manages the school is shown the way to the settings.
 */
export function WhatsappTemplatePicker({
  templates,
  value,
  onChange,
}: {
  templates: readonly MessageTemplateKey[];
  value: MessageTemplateKey | undefined;
  onChange: (template: MessageTemplateKey) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const managesSchool = useCan("school.manage");
  return (
    <div className="composer__whatsapp" data-testid="composer-whatsapp-templates">
      <p className="composer__note" id={`${id}-why`}>
        {t("conversations.whatsapp.windowClosed")}
      </p>
      {templates.length === 0 ? (
        <p className="composer__note composer__note--warning" data-testid="composer-whatsapp-none">
          {t("conversations.whatsapp.noTemplates")}{" "}
          {managesSchool && <Link to="/settings?tab=newsletter">{t("conversations.whatsapp.openSettings")}</Link>}
        </p>
      ) : (
        <Select<MessageTemplateKey>
          value={value}
          onChange={onChange}
          placeholder={t("conversations.whatsapp.templatePlaceholder")}
          options={templates.map((key) => ({ value: key, label: t(`mailings.templates.${key}`) }))}
          aria-label={t("conversations.whatsapp.template")}
          aria-describedby={`${id}-why`}
          className="composer__template"
          data-testid="composer-template"
        />
      )}
    </div>
  );
}

/** Until when a WhatsApp reply may be free text, on the reader's clock (today's by its time alone). */
export function WhatsappWindowHint({ until }: { until: string }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <p className="composer__note" data-testid="composer-whatsapp-window">
      {t("conversations.whatsapp.windowOpen", { time: formatMessageTime(until, language) })}
    </p>
  );
}

/**
 * A refused reply in the reader's language: WhatsApp's window closed since the thread was read says so (the server's
 * words, conversations.service.ts); the rest as every call says it.
 */
export function replyErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && /^More than 24 hours/.test(error.fields.template ?? "")) {
    return t("conversations.whatsapp.windowClosed");
  }
  return errorText(error, t);
}
