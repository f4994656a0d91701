import type { ManagerUpdateBody, StudentCard, UserProfile } from "@school/contracts";
import { Button, Col, Form, Input, Result, Row, Select, Skeleton, Tabs } from "antd";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { FormError } from "../../../ui/FormError";
import { PageHeading } from "../../../ui/PageHeading";
import { toast } from "../../../ui/toast";
import { formRules, normalizePhone } from "../../../ui/validation";
import { ChecklistPanel, PersonalDataTab } from "../../checklist";
import { useIsMobile } from "../../shell";
import { LazyStudentResults } from "../../tasks";
import { useUpdateUserMutation, useUserQuery } from "../hooks/use-users";
import { LazyEducationTab, LazyStudentProgramsTab } from "./LazyStudentTabs";
import { ChecksTab, CommunicationTab, DocumentsTab, ExamsTab, PaymentsTab, RecordSectionsTab } from "./RecordTabs";
import "../users.css";
import "../texts";

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

/**
 * A student's tabs after the profile (decision 0028), in the order a manager follows a student: the record, what they
 * studied and where they apply (decision 0032), what is still missing or expiring (the checklist, decision 0033),
 * money, the tests, the documents and their checks, the visa and the Italian steps, what was said, and who touched
 * the personal data. Ant Design renders a tab's content when it is first opened, so each tab loads its own data then.
 */
function studentTabs(user: StudentCard, t: TFunction) {
  return [
    {
      key: "record",
      label: t("record.tabs.record"),
      children: (
        <RecordSectionsTab
          user={user}
          sections={["identity", "study", "responsible", "legal", "steps", "letters"]}
          name="record"
        />
      ),
    },
    {
      key: "education",
      label: t("record.tabs.education"),
      children: <LazyEducationTab userId={user.id} />,
    },
    { key: "programs", label: t("record.tabs.programs"), children: <LazyStudentProgramsTab userId={user.id} /> },
    { key: "checklist", label: t("checklist.tab"), children: <ChecklistPanel userId={user.id} /> },
    { key: "payments", label: t("record.tabs.payments"), children: <PaymentsTab user={user} /> },
    { key: "exams", label: t("record.tabs.exams"), children: <ExamsTab user={user} /> },
    { key: "documents", label: t("record.tabs.documents"), children: <DocumentsTab userId={user.id} /> },
    { key: "finance", label: t("record.tabs.finance"), children: <ChecksTab userId={user.id} kind="finance" /> },
    { key: "apostille", label: t("record.tabs.apostille"), children: <ChecksTab userId={user.id} kind="apostille" /> },
    {
      key: "visa",
      label: t("record.tabs.visa"),
      children: <RecordSectionsTab user={user} sections={["visa"]} name="visa" />,
    },
    {
      key: "ddv",
      label: t("record.tabs.ddv"),
      children: <RecordSectionsTab user={user} sections={["ddv"]} name="ddv" />,
    },
    { key: "communication", label: t("record.tabs.communication"), children: <CommunicationTab userId={user.id} /> },
    { key: "personal", label: t("checklist.personalTab"), children: <PersonalDataTab user={user} /> },
  ];
}

/** `/user/view/{userId}`: one person of the school, tab by tab; a student's record has a tab per part. */
export function UserViewScreen({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserQuery(userId);
  const isMobile = useIsMobile();
  const [tab, setTab] = useState("profile");

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
  const tabs = [
    { key: "profile", text: t("users.tabs.profile"), children: <UserProfileTab key={user.data.id} user={user.data} /> },
    ...(user.data.record
      ? studentTabs(user.data, t).map(({ key, label, children }) => ({ key, text: label, children }))
      : []),
    ...(user.data.role === "student"
      ? [{ key: "results", text: t("users.tabs.results"), children: <LazyStudentResults userId={user.data.id} /> }]
      : []),
  ];
  return (
    <>
      <PageHeading title={`${user.data.first_name} ${user.data.last_name}`.trim()} />
      <div className="surface" data-testid="user-view">
        {isMobile && (
          <Select
            className="users-role-select"
            aria-label={t("users.view")}
            value={tab}
            onChange={setTab}
            // A dozen tabs: all rendered, so the last ones are reachable without scrolling a virtual list.
            virtual={false}
            options={tabs.map((item) => ({ value: item.key, label: item.text }))}
            data-testid="user-tabs-select"
          />
        )}
        <Tabs
          className="record-tabs"
          activeKey={tab}
          onChange={setTab}
          // Ten tabs do not fit in a row: on a wide screen they stand in a column beside the content, never folded
          // into a "more" menu (which would also break the tab list's accessibility); on a phone a select chooses.
          tabPosition={isMobile ? "top" : "left"}
          renderTabBar={isMobile ? () => <span /> : undefined}
          items={tabs.map((item) => ({
            key: item.key,
            label: <span data-testid={`user-tab-${item.key}`}>{item.text}</span>,
            children: item.children,
          }))}
        />
      </div>
    </>
  );
}
