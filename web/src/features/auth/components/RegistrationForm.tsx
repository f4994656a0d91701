import type { RegisterBody } from "@school/contracts";
import { Button, Checkbox, Col, Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { FormError } from "../../../ui/FormError";
import { Link } from "../../../ui/Link";
import { useSearchParams } from "../../../ui/use-search-params";
import { formRules, normalizePhone } from "../../../ui/validation";
import { purchaseReturnPath } from "../../checkout";
import { browserStore, forgetAttribution, keptAttribution } from "../../marketing";
import { decodeAccessClaims, homePathFor } from "../../session";
import { useRegisterMutation } from "../hooks/use-register.mutation";

type RegistrationValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  password: string;
  confirm: string;
  consent: boolean;
};

export function RegistrationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form] = Form.useForm<RegistrationValues>();
  const registerMutation = useRegisterMutation();

  const submit = (values: RegistrationValues) => {
    const phone = values.phone ? normalizePhone(values.phone) : undefined;
    const body: RegisterBody = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone: phone || undefined,
      password: values.password,
      // The server refuses a registration without it and records it with each document's version (decision 0061).
      consent: true,
      domain: window.location.hostname,
      // Where the guest came from, kept since their landing page (decision 0056).
      ...keptAttribution(browserStore()),
    };
    registerMutation.mutate(body, {
      onSuccess: ({ access }) => {
        forgetAttribution(browserStore());
        const claims = decodeAccessClaims(access);
        if (claims) navigate(purchaseReturnPath() ?? homePathFor(claims.role), { replace: true });
      },
      onError: (error) => {
        // The spec's 'The mail already exists!' belongs on the e-mail field itself.
        if (isApiError(error) && error.code === "email_exists") {
          form.setFields([{ name: "email", errors: [t("errors.code.email_exists")] }]);
        }
      },
    });
  };

  return (
    <Form<RegistrationValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ phone: search.get("phone") ?? undefined, email: search.get("email") ?? undefined }}
      data-testid="register-form"
    >
      <FormError error={registerMutation.error} />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="first_name" label={t("auth.fields.firstName")} rules={[formRules.required(t)]}>
            <Input autoComplete="given-name" data-testid="register-first-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="last_name" label={t("auth.fields.lastName")} rules={[formRules.required(t)]}>
            <Input autoComplete="family-name" data-testid="register-last-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label={t("auth.fields.email")} rules={[formRules.required(t), formRules.email(t)]}>
        <Input type="email" autoComplete="email" data-testid="register-email" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t("auth.fields.phoneOptional")}
        rules={[formRules.phone(t)]}
        extra={t("auth.fields.phoneHint")}
      >
        <Input type="tel" autoComplete="tel" placeholder="+7" data-testid="register-phone" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("auth.fields.password")}
        rules={[formRules.required(t), formRules.password(t)]}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" data-testid="register-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t("auth.fields.passwordConfirm")}
        dependencies={["password"]}
        rules={[formRules.required(t), formRules.sameAs(t, "password")]}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" data-testid="register-password-confirm" />
      </Form.Item>
      <Form.Item
        name="consent"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value?: boolean) => {
              if (!value) throw new Error(t("auth.register.consentRequired"));
            },
          },
        ]}
      >
        <Checkbox data-testid="register-consent">
          {/* Plain parts rather than <Trans>: it would pull an HTML parser into the shared framework chunk. */}
          {t("auth.register.consentParts.before")}
          <Link to="/legal/personalData" target="_blank" className="inline-link" data-testid="consent-personal-data">
            {t("auth.register.consentParts.data")}
          </Link>
          {t("auth.register.consentParts.middle")}
          <Link to="/legal/offer" target="_blank" className="inline-link" data-testid="consent-offer">
            {t("auth.register.consentParts.offer")}
          </Link>
          {t("auth.register.consentParts.after")}
        </Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={registerMutation.isPending}
        data-testid="register-submit"
      >
        {t("auth.register.submit")}
      </Button>
      <div style={{ textAlign: "center", marginTop: 16 }}>
        {t("auth.register.haveAccount")}{" "}
        <Link to="/login" className="inline-link" data-testid="register-login-link">
          {t("auth.login.submit")}
        </Link>
      </div>
    </Form>
  );
}
