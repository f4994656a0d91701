import type { ConsultationRequest } from "@school/contracts";
import { Button, Form, Input, Modal, Result } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { pageHostname } from "../../../ui/render-environment";
import { formRules, normalizePhone } from "../../../ui/validation";
import { useSession } from "../../session";
import { browserStore, keptAttribution } from "../attribution";
import { useConsultationMutation } from "../hooks/use-marketing";
import "../texts";

type Values = { first_name: string; last_name?: string; email: string; phone?: string; comment?: string };

/** The request form: name, e-mail, phone and a comment; the referrer and the marks go along unseen. */
export function ConsultationDialog({
  open,
  courseId,
  onClose,
}: {
  open: boolean;
  courseId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // A signed-in student is asked only for what the school does not know yet.
  const { claims } = useSession();
  const known = claims ? { first_name: claims.first_name, email: claims.email } : undefined;
  const send = useConsultationMutation(pageHostname());

  const submit = (values: Values) => {
    const phone = values.phone ? normalizePhone(values.phone) : undefined;
    const body: ConsultationRequest = {
      first_name: values.first_name.trim(),
      last_name: values.last_name?.trim() ?? "",
      email: values.email.trim(),
      phone: phone || undefined,
      comment: values.comment?.trim() ?? "",
      course_id: courseId,
      ...keptAttribution(browserStore()),
    };
    send.mutate(body);
  };

  const close = () => {
    onClose();
    if (send.isSuccess) {
      send.reset();
      form.resetFields();
    }
  };

  return (
    <Modal open={open} onCancel={close} footer={null} title={t("marketing.consultation.title")} destroyOnHidden>
      {send.isSuccess ? (
        <Result
          status="success"
          title={t("marketing.consultation.sentTitle")}
          subTitle={t("marketing.consultation.sentText")}
          extra={
            <Button type="primary" onClick={close} data-testid="consultation-done">
              {t("marketing.consultation.done")}
            </Button>
          }
          data-testid="consultation-sent"
        />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={known}
          onFinish={submit}
          data-testid="consultation-form"
        >
          <p>{t("marketing.consultation.intro")}</p>
          <FormError error={send.error} />
          <Form.Item name="first_name" label={t("marketing.consultation.firstName")} rules={[formRules.required(t)]}>
            <Input autoComplete="given-name" maxLength={100} data-testid="consultation-first-name" />
          </Form.Item>
          <Form.Item name="last_name" label={t("marketing.consultation.lastName")}>
            <Input autoComplete="family-name" maxLength={100} data-testid="consultation-last-name" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t("marketing.consultation.email")}
            rules={[formRules.required(t), formRules.email(t)]}
          >
            <Input type="email" autoComplete="email" data-testid="consultation-email" />
          </Form.Item>
          <Form.Item name="phone" label={t("marketing.consultation.phone")} rules={[formRules.phone(t)]}>
            <Input type="tel" autoComplete="tel" placeholder="+7" data-testid="consultation-phone" />
          </Form.Item>
          <Form.Item name="comment" label={t("marketing.consultation.comment")}>
            <Input.TextArea rows={3} maxLength={2000} data-testid="consultation-comment" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={send.isPending} data-testid="consultation-submit">
            {t("marketing.consultation.submit")}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
