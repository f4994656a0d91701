import { MAILING_CHANNELS, MESSAGE_TEMPLATES } from "@school/contracts";
import { Checkbox, Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import "../texts";
import "./template-send.css";

/**
 * Which of the school's message templates to send, and on which channels: the fields a form that sends a template
 * to someone embeds (an automation rule's message, decision 0156), named as the newsletter tab names them. `prefix`
 * is the form's field names' start: `${prefix}_key` and `${prefix}_channels`.
 */
export function TemplateSendFields({ prefix, testId }: { prefix: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={`${prefix}_key`} label={t("mailings.compose.templateToSend")} rules={[{ required: true }]}>
        <Select
          showSearch={{ optionFilterProp: "label" }}
          data-testid={`${testId}-key`}
          options={MESSAGE_TEMPLATES.map((key) => ({ value: key, label: t(`mailings.templates.${key}`) }))}
        />
      </Form.Item>
      {/* A group of checkboxes is named by its legend; "at least one" is said on sending, not as aria-required,
          which a group may not carry. */}
      <fieldset className="template-send__channels">
        <legend>{t("mailings.compose.channels")}</legend>
        <Form.Item
          name={`${prefix}_channels`}
          rules={[
            {
              validator: (_, value: unknown[] | undefined) =>
                value && value.length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("mailings.compose.noChannel"))),
            },
          ]}
        >
          <Checkbox.Group
            data-testid={`${testId}-channels`}
            options={MAILING_CHANNELS.map((channel) => ({ value: channel, label: t(`mailings.channel.${channel}`) }))}
          />
        </Form.Item>
      </fieldset>
    </>
  );
}
