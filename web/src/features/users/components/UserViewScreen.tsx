import { MessageOutlined } from "@ant-design/icons";
import type { ManagerUpdateBody, UserProfile } from "@school/contracts";
import { Button, Col, Form, Input, Result, Row, Select, Skeleton } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { FormError } from "../../../ui/FormError";
import { PageHeading } from "../../../ui/PageHeading";
import { Tabs } from "../../../ui/Tabs";
import { toast } from "../../../ui/toast";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSearchParams } from "../../../ui/use-search-params";
import { formRules, normalizePhone } from "../../../ui/validation";
import { CertificateList } from "../../certificates";
import { loadStudentTasks } from "../../staff-tasks";
import { RecordUpdateProvider } from "../../student-record";
import { LazyStudentResults } from "../../tasks";
import { useUpdateUserMutation, useUpdateUserOptions, useUserQuery } from "../hooks/use-users";
import { studentRecordTabs } from "./StudentRecordTabs";
import { StudentStandingHeader } from "./StudentStandingHeader";
import "../users.css";
import "../../student-record/texts";
import "../texts";

const StudentTasks = lazy(loadStudentTasks);

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

/** `/user/view/{userId}`: one person of the school, tab by tab; a student's record has a tab per part. */
export function UserViewScreen({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserQuery(userId);
  const isMobile = useIsMobile();
  // The open tab lives in the address (decision 0085): a reload keeps it, the back button returns to the previous
  // tab, and a link can open one (the balance table and the money report send to `?tab=payments`, decision 0054).
  const [search, setSearch] = useSearchParams();
  const tab = search.get("tab") ?? "profile";
  const setTab = (key: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (key === "profile") next.delete("tab");
      else next.set("tab", key);
      return next;
    });
  const recordUpdate = useUpdateUserOptions();

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
      ? studentRecordTabs(user.data, t).map(({ key, label, children }) => ({ key, text: label, children }))
      : []),
    ...(user.data.role === "student"
      ? [
          { key: "results", text: t("users.tabs.results"), children: <LazyStudentResults userId={user.data.id} /> },
          {
            key: "tasks",
            text: t("users.tabs.tasks"),
            children: (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
                <StudentTasks
                  student={{ id: user.data.id, name: `${user.data.first_name} ${user.data.last_name}`.trim() }}
                />
              </Suspense>
            ),
          },
          {
            key: "certificates",
            text: t("certificates.tab"),
            children: <CertificateList userId={user.data.id} />,
          },
        ]
      : []),
  ];
  // An address naming a tab this user has not (a teacher's page, a stale link) opens the profile.
  const activeTab = tabs.some((item) => item.key === tab) ? tab : "profile";
  return (
    <>
      <PageHeading
        title={`${user.data.first_name} ${user.data.last_name}`.trim()}
        extra={
          user.data.role === "student" && (
            // The student's conversation with the school, in the inbox (issue 37).
            <Button
              icon={<MessageOutlined />}
              onClick={() => navigate(`/inbox?student=${user.data.id}`)}
              data-testid="user-open-thread"
            >
              {t("crm.openThread")}
            </Button>
          )
        }
      />
      <div className="surface" data-testid="user-view">
        {user.data.record && <StudentStandingHeader userId={user.data.id} />}
        {isMobile && (
          <Select
            className="users-role-select"
            aria-label={t("users.view")}
            value={activeTab}
            onChange={setTab}
            // A dozen tabs: all rendered, so the last ones are reachable without scrolling a virtual list.
            virtual={false}
            options={tabs.map((item) => ({ value: item.key, label: item.text }))}
            data-testid="user-tabs-select"
          />
        )}
        <RecordUpdateProvider value={recordUpdate}>
          <Tabs
            className="record-tabs"
            activeKey={activeTab}
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
        </RecordUpdateProvider>
      </div>
    </>
  );
}
