import type { UpdateProfileBody, UserProfile } from "@school/contracts";
import { Button, Col, Form, Input, Row } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { toast } from "../../../ui/toast";
import { formRules, normalizePhone } from "../../../ui/validation";
import { useUpdateProfileMutation } from "../hooks/use-update-profile.mutation";

type ProfileValues = { first_name: string; last_name: string; phone: string; email: string };

export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const updateProfile = useUpdateProfileMutation();

  const submit = (values: ProfileValues) => {
    const phone = normalizePhone(values.phone ?? "");
    const body: UpdateProfileBody = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone: phone === "" ? null : phone,
    };
    updateProfile.mutate(
      { id: profile.id, body },
      {
        onSuccess: (saved) => {
          form.setFieldsValue({ ...saved, phone: saved.phone ?? "" });
          toast.success(t("profile.saved"));
        },
      },
    );
  };

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ ...profile, phone: profile.phone ?? "" }}
      data-testid="profile-form"
    >
      <FormError error={updateProfile.error} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="first_name" label={t("auth.fields.firstName")} rules={[formRules.required(t)]}>
            <Input autoComplete="given-name" data-testid="profile-first-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="last_name" label={t("auth.fields.lastName")} rules={[formRules.required(t)]}>
            <Input autoComplete="family-name" data-testid="profile-last-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t("auth.fields.phone")} rules={[formRules.phone(t)]}>
            <Input type="tel" placeholder="+7" autoComplete="tel" data-testid="profile-phone" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t("auth.fields.email")} extra={t("profile.emailReadOnly")}>
            <Input disabled data-testid="profile-email" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={updateProfile.isPending} data-testid="profile-save">
        {t("common.save")}
      </Button>
    </Form>
  );
}
