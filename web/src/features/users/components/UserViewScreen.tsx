import type { ManagerUpdateBody, UserProfile } from "@school/contracts";
import { Button, Col, Form, Input, Result, Row, Skeleton, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { FormError } from "../../../ui/FormError";
import { PageHeading } from "../../../ui/PageHeading";
import { toast } from "../../../ui/toast";
import { formRules, normalizePhone } from "../../../ui/validation";
import { LazyStudentResults } from "../../tasks/grading/LazyStudentResults";
import { useUpdateUserMutation, useUserQuery } from "../hooks/use-users";
import "../users.css";

type Values = { first_name: string; last_name: string; email: string; phone: string };

/** The "Profile" tab: the stored record's fields, edited in place through `manager_update/`. */
function UserProfileTab({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const update = useUpdateUserMutation();

  const submit = (values: Values) => {
    const phone = normalizePhone(values.phone ?? "");
    const body: ManagerUpdateBody = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone: phone === "" ? null : phone,
    };
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: (saved) => {
          form.setFieldsValue({ ...saved, phone: saved.phone ?? "" });
          toast.success(t("users.saved"));
        },
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark
      onFinish={submit}
      initialValues={{ ...user, phone: user.phone ?? "" }}
      data-testid="user-profile-form"
    >
      <FormError error={update.error} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="first_name" label={t("auth.fields.firstName")} rules={[formRules.required(t)]}>
            <Input autoComplete="off" data-testid="user-profile-first-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="last_name" label={t("auth.fields.lastName")} rules={[formRules.required(t)]}>
            <Input autoComplete="off" data-testid="user-profile-last-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t("auth.fields.email")} rules={[formRules.required(t), formRules.email(t)]}>
            <Input type="email" autoComplete="off" data-testid="user-profile-email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t("auth.fields.phone")} rules={[formRules.phone(t)]}>
            <Input type="tel" placeholder="+7" autoComplete="off" data-testid="user-profile-phone" />
          </Form.Item>
        </Col>
      </Row>
      <p className="users-hint">
        {t("users.columns.role")}: {t(`users.roles.${user.role}`)}
      </p>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="user-profile-save">
        {t("common.save")}
      </Button>
    </Form>
  );
}

/** `/user/view/{userId}`: one person of the school, tab by tab (the profile first; more tabs come with the record). */
export function UserViewScreen({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserQuery(userId);

  if (user.isPending && user.fetchStatus !== "idle") {
    return (
      <>
        <PageHeading title={t("users.view")} />
        <div className="surface">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </>
    );
  }
  if (!user.data) {
    const notFound = !user.error || (isApiError(user.error) && user.error.status === 404);
    return (
      <div className="surface">
        <Result
          status={notFound ? "404" : "error"}
          title={<h1 className="heading-plain">{notFound ? t("users.notFound") : errorText(user.error, t)}</h1>}
          extra={<Button onClick={() => navigate("/users-list")}>{t("routes.usersList")}</Button>}
        />
      </div>
    );
  }
  return (
    <>
      <PageHeading title={`${user.data.first_name} ${user.data.last_name}`.trim()} />
      <div className="surface" data-testid="user-view">
        <Tabs
          items={[
            {
              key: "profile",
              label: t("users.tabs.profile"),
              children: <UserProfileTab key={user.data.id} user={user.data} />,
            },
            ...(user.data.role === "student"
              ? [
                  {
                    key: "results",
                    label: <span data-testid="user-tab-results">{t("users.tabs.results")}</span>,
                    children: <LazyStudentResults userId={user.data.id} />,
                  },
                ]
              : []),
          ]}
        />
      </div>
    </>
  );
}
