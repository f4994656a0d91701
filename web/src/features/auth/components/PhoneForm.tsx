import { PhoneOutlined } from "@ant-design/icons";
import { PHONE_PREFIX } from "@school/contracts";
import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormError } from "../../../ui/FormError";
import { Link } from "../../../ui/Link";
import { formRules, normalizePhone } from "../../../ui/validation";
import { useGenerateOtpMutation } from "../hooks/use-otp.mutations";

type PhoneValues = { phone: string };

/** Step one of sign-in by code: the phone (+7 required) receives a one-time code. */
export function PhoneForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const generateOtp = useGenerateOtpMutation();

  const submit = (values: PhoneValues) => {
    const phone = normalizePhone(values.phone);
    generateOtp.mutate(
      { phone },
      { onSuccess: () => navigate(`/login/verify?${new URLSearchParams({ phone }).toString()}`) },
    );
  };

  return (
    <Form<PhoneValues>
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ phone: PHONE_PREFIX }}
      data-testid="phone-form"
    >
      <FormError error={generateOtp.error} />
      <Form.Item
        name="phone"
        label={t("auth.fields.phone")}
        rules={[formRules.required(t), formRules.phone(t)]}
        extra={t("auth.fields.phoneHint")}
      >
        <Input size="large" type="tel" autoComplete="tel" prefix={<PhoneOutlined />} data-testid="phone-input" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={generateOtp.isPending}
        data-testid="phone-submit"
      >
        {t("auth.phone.submit")}
      </Button>
      <div style={{ textAlign: "center", marginTop: 16 }}>
        <Link to="/login" data-testid="phone-back-login">
          {t("auth.phone.backToPassword")}
        </Link>
      </div>
    </Form>
  );
}
