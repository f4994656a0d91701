import { WhatsAppOutlined } from "@ant-design/icons";
import { PHONE_PREFIX, phone as phoneRule, type WhatsappLink } from "@school/contracts";
import { Button, Form, Input, Popconfirm, Skeleton, Typography } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { FormError } from "../../../ui/FormError";
import { toast } from "../../../ui/toast";
import { normalizePhone } from "../../../ui/validation";
import { useProfileQuery } from "../../profile";
import { useWhatsappLinkActions } from "../hooks/use-whatsapp-link";

const CODE_LENGTH = 6;

/**
 * Linking a number in two steps, as the link stands on the server: the number (an SMS code goes to it), then the
 * code; a linked number with the school's number to write to and unlinking.
 */
export function WhatsappLinkSteps({ link }: { link: WhatsappLink }) {
  const [changing, setChanging] = useState(false);
  if (link.phone) return <LinkedNumber link={link} />;
  if (link.code_phone && !changing) {
    return <CodeStep codePhone={link.code_phone} onOtherNumber={() => setChanging(true)} />;
  }
  return <PhoneStep onSent={() => setChanging(false)} />;
}

/** The number to link: the profile's phone to start with, when it is one (+7 and ten digits). */
function PhoneStep({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const profile = useProfileQuery();
  const { sendCode } = useWhatsappLinkActions();
  const [form] = Form.useForm<{ phone: string }>();
  if (profile.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  const own = profile.data?.phone ? normalizePhone(profile.data.phone) : "";
  const refusedPhone = isApiError(sendCode.error) && Boolean(sendCode.error.fields.phone);
  const submit = ({ phone }: { phone: string }) => sendCode.mutate(normalizePhone(phone), { onSuccess: onSent });
  return (
    <>
      <Typography.Paragraph>{t("whatsapp.link.intro")}</Typography.Paragraph>
      <FormError error={refusedPhone ? null : sendCode.error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ phone: phoneRule.safeParse(own).success ? own : PHONE_PREFIX }}
        onFinish={submit}
        onValuesChange={() => sendCode.reset()}
      >
        <Form.Item
          name="phone"
          label={t("whatsapp.link.phone")}
          extra={t("whatsapp.link.phoneHint")}
          validateStatus={refusedPhone ? "error" : undefined}
          help={refusedPhone ? t("whatsapp.link.errors.phone") : undefined}
          rules={[
            {
              validator: async (_rule, value?: string) => {
                if (!phoneRule.safeParse(normalizePhone(value ?? "")).success) {
                  throw new Error(t("whatsapp.link.errors.phone"));
                }
              },
            },
          ]}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" data-testid="whatsapp-link-phone" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sendCode.isPending} data-testid="whatsapp-link-send">
          {t("whatsapp.link.sendCode")}
        </Button>
      </Form>
    </>
  );
}

/** The six digits the SMS brought; another code to the same number, or another number. */
function CodeStep({ codePhone, onOtherNumber }: { codePhone: string; onOtherNumber: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { sendCode, confirm } = useWhatsappLinkActions();
  const [code, setCode] = useState("");
  const wrong = isApiError(confirm.error) && Boolean(confirm.error.fields.code);
  const submit = () => {
    if (code.length !== CODE_LENGTH) return;
    confirm.mutate(code, { onSuccess: () => toast.success(t("whatsapp.link.done")) });
  };
  return (
    <>
      <Typography.Paragraph data-testid="whatsapp-link-code-sent">
        {t("whatsapp.link.codeSent", { phone: codePhone })}
      </Typography.Paragraph>
      <FormError error={(wrong ? null : confirm.error) ?? sendCode.error} />
      <Form layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          label={t("whatsapp.link.code")}
          htmlFor={id}
          extra={wrong ? undefined : t("whatsapp.link.errors.code")}
          validateStatus={wrong ? "error" : undefined}
          help={wrong ? t("whatsapp.link.errors.wrongCode") : undefined}
        >
          <Input
            id={id}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH));
              confirm.reset();
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            data-testid="whatsapp-link-code"
          />
        </Form.Item>
        <div className="whatsapp-link__actions">
          <Button
            type="primary"
            htmlType="submit"
            disabled={code.length !== CODE_LENGTH}
            loading={confirm.isPending}
            data-testid="whatsapp-link-confirm"
          >
            {t("whatsapp.link.confirm")}
          </Button>
          <Button
            onClick={() => sendCode.mutate(codePhone, { onSuccess: () => setCode("") })}
            loading={sendCode.isPending}
            data-testid="whatsapp-link-resend"
          >
            {t("whatsapp.link.resend")}
          </Button>
          <Button type="link" onClick={onOtherNumber} data-testid="whatsapp-link-other">
            {t("whatsapp.link.otherNumber")}
          </Button>
        </div>
      </Form>
    </>
  );
}

/** The linked number, the school's number to write to on WhatsApp (wa.me takes its digits alone), and unlinking. */
function LinkedNumber({ link }: { link: WhatsappLink }) {
  const { t } = useTranslation();
  const { unlink } = useWhatsappLinkActions();
  return (
    <>
      <Typography.Paragraph data-testid="whatsapp-link-linked">
        {t("whatsapp.link.linked", { phone: link.phone })}
      </Typography.Paragraph>
      {link.school_phone && (
        <Typography.Paragraph>
          <a
            href={`https://wa.me/${link.school_phone.replace(/\D/g, "")}`}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="whatsapp-link-chat"
          >
            <WhatsAppOutlined aria-hidden /> {t("whatsapp.link.write")}: {link.school_phone}
          </a>
        </Typography.Paragraph>
      )}
      <FormError error={unlink.error} />
      <Popconfirm
        title={t("whatsapp.link.unlinkQuestion")}
        okText={t("whatsapp.link.unlink")}
        cancelText={t("common.cancel")}
        okButtonProps={{
          danger: true,
          ...({ "data-testid": "whatsapp-link-unlink-confirm" } as Record<`data-${string}`, string>),
        }}
        onConfirm={() => unlink.mutate(undefined, { onSuccess: () => toast.success(t("whatsapp.link.unlinked")) })}
      >
        <Button danger loading={unlink.isPending} data-testid="whatsapp-link-unlink">
          {t("whatsapp.link.unlink")}
        </Button>
      </Popconfirm>
    </>
  );
}
