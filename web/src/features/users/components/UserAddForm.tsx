import {
  type ManagerCreateBody,
  RECORD_SECTION_KEYS,
  ROLE_RANK,
  type SignedInRole,
  UI_LANGUAGES,
  type UiLanguage,
} from "@school/contracts";
import { Button, Col, Collapse, Form, Input, Row, Select, Skeleton } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormError } from "../../../ui/FormError";
import { NATIVE_NAMES } from "../../../ui/language-names";
import { PageHeading } from "../../../ui/PageHeading";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { formRules, normalizePhone } from "../../../ui/validation";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import { loadRecordFields, recordBody, useRecordChoices } from "../../student-record";
import { useCreateUserMutation } from "../hooks/use-users";
import { ImportStudentsButton } from "./UsersFileActions";
import "../../student-record/texts";
import "../texts";

// The record's fields (date, time and number pickers) in their own chunk, shared with the student page's tabs.
const RecordFields = lazy(loadRecordFields);

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  role: SignedInRole;
  language: UiLanguage;
};

/** `/users-add`: a manager adds a person of a role below their own; the person sets a password by password reset. */
export function UserAddForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { claims } = useSession();
  const [form] = Form.useForm<Values>();
  const create = useCreateUserMutation();
  const role = Form.useWatch("role", form) ?? "student";
  const uiLanguage = useUiLanguage();
  const choices = useRecordChoices();
  const callerRank = claims ? ROLE_RANK[claims.role] : 0;
  const roles = (["student", "teacher", "admin"] as const).filter((role) => ROLE_RANK[role] < callerRank);

  const submit = (values: Values & Record<string, unknown>) => {
    const phone = normalizePhone(values.phone ?? "");
    const body: ManagerCreateBody = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      role: values.role,
      language: values.language,
      ...(phone ? { phone } : {}),
      ...(values.role === "student" ? recordBody(RECORD_SECTION_KEYS, values) : {}),
    };
    create.mutate(body, {
      onSuccess: (user) => {
        toast.success(t("users.created", { name: `${user.first_name} ${user.last_name}` }));
        navigate(`/users-list?role=${user.role}&q=${encodeURIComponent(user.email)}`);
      },
    });
  };

  return (
    <>
      <PageHeading
        title={t("routes.usersAdd")}
        extra={<ImportStudentsButton onImported={() => navigate("/users-list?role=student")} />}
      />
      <div className="surface">
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark
          onFinish={submit}
          initialValues={{ role: "student", language: uiLanguage }}
          data-testid="user-add-form"
        >
          <FormError error={create.error} />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="first_name" label={t("auth.fields.firstName")} rules={[formRules.required(t)]}>
                <Input autoComplete="off" data-testid="user-add-first-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="last_name" label={t("auth.fields.lastName")} rules={[formRules.required(t)]}>
                <Input autoComplete="off" data-testid="user-add-last-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="email"
                label={t("auth.fields.email")}
                rules={[formRules.required(t), formRules.email(t)]}
              >
                <Input type="email" autoComplete="off" data-testid="user-add-email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="phone" label={t("auth.fields.phone")} rules={[formRules.phone(t)]}>
                <Input type="tel" placeholder="+7" autoComplete="off" data-testid="user-add-phone" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="role" label={t("users.columns.role")} rules={[{ required: true }]}>
                <Select
                  options={roles.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
                  data-testid="user-add-role"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="language" label={t("users.inviteLanguage")} rules={[{ required: true }]}>
                <Select
                  options={UI_LANGUAGES.map((code) => ({ value: code, label: NATIVE_NAMES[code] }))}
                  data-testid="user-add-language"
                />
              </Form.Item>
            </Col>
          </Row>
          {role === "student" && (
            <Collapse
              className="record-collapse"
              defaultActiveKey={["study"]}
              items={RECORD_SECTION_KEYS.map((section) => ({
                key: section,
                label: (
                  <span data-testid={`user-add-section-${section}`}>{t(runtimeKey(`record.sections.${section}`))}</span>
                ),
                forceRender: true,
                children: (
                  <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
                    <RecordFields sections={[section]} choices={choices.data} />
                  </Suspense>
                ),
              }))}
            />
          )}
          <p className="users-hint">{t("users.passwordHint")}</p>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="user-add-submit">
            {t("users.create")}
          </Button>
        </Form>
      </div>
    </>
  );
}
