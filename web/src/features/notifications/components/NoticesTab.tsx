import {
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
  type NoticeAudience,
  type SchoolNotice,
  SIGNED_IN_ROLES,
  type SignedInRole,
} from "@school/contracts";
import { Alert, Button, Card, Empty, Form, Pagination, Radio, Select, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { FormError } from "../../../ui/FormError";
import { formatDateTime } from "../../../ui/format";
import { NATIVE_NAMES } from "../../../ui/language-names";
import { NameInLanguages } from "../../../ui/NameInLanguages";
import { RichTextEditor } from "../../../ui/RichTextEditor";
import { useDebouncedValue } from "../../../ui/use-debounced-value";
import { useUiLanguage } from "../../language";
import { useNoticeMutations, useNoticesQuery, useUserSearch } from "../hooks/use-notices";
import "../texts";
import "../notifications.css";

type FormValues = {
  title: string;
  title_kk?: string;
  title_en?: string;
  body: string;
  body_kk?: string;
  body_en?: string;
  audience: NoticeAudience;
  role?: SignedInRole;
  user_ids?: number[];
};

const NOTICE_TITLES = { ru: "title", kk: "title_kk", en: "title_en" } as const;
/** The Kazakh and English bodies beside the Russian one, which the notice needs (decision 0134). */
const TRANSLATED_BODIES = [
  { language: "kk", field: "body_kk" },
  { language: "en", field: "body_en" },
] as const;

function PeoplePicker({ value, onChange }: { value?: number[]; onChange?: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, 300);
  const { data, isFetching } = useUserSearch(q);
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={isFetching}
      options={(data?.results ?? []).map((user) => ({
        value: user.id,
        label: `${user.first_name} ${user.last_name} (${user.email})`.trim(),
      }))}
      placeholder={t("notifications.notices.pickPeople")}
      aria-label={t("notifications.notices.people")}
      data-testid="notice-people"
    />
  );
}

function NoticeForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const audience = Form.useWatch("audience", form);
  const { send } = useNoticeMutations();
  return (
    <Card title={t("notifications.notices.new")} size="small">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ audience: "all" }}
        onFinish={(values) =>
          send.mutate(
            {
              title: values.title,
              title_kk: values.title_kk ?? "",
              title_en: values.title_en ?? "",
              body: values.body,
              body_kk: values.body_kk ?? "",
              body_en: values.body_en ?? "",
              audience: values.audience,
              role: values.audience === "role" ? values.role : undefined,
              user_ids: values.audience === "users" ? values.user_ids : undefined,
            },
            { onSuccess: () => form.resetFields() },
          )
        }
      >
        <NameInLanguages
          label={t("notifications.notices.titleField")}
          fields={NOTICE_TITLES}
          testIds={{ ru: "notice-title", kk: "notice-title-kk", en: "notice-title-en" }}
          maxLength={NOTICE_TITLE_MAX}
        />
        <Form.Item
          name="body"
          label={`${t("notifications.notices.body")} (${NATIVE_NAMES.ru})`}
          extra={t("richText.hint")}
          rules={[{ required: true, whitespace: true }, { max: NOTICE_BODY_MAX }]}
        >
          <RichTextEditor label={`${t("notifications.notices.body")} (${NATIVE_NAMES.ru})`} testId="notice-body" />
        </Form.Item>
        {TRANSLATED_BODIES.map(({ language, field }) => (
          <Form.Item
            key={field}
            name={field}
            label={`${t("notifications.notices.body")} (${NATIVE_NAMES[language]})`}
            extra={language === "en" ? t("contentLanguages.fallback") : undefined}
            rules={[{ max: NOTICE_BODY_MAX }]}
          >
            <RichTextEditor
              label={`${t("notifications.notices.body")} (${NATIVE_NAMES[language]})`}
              testId={`notice-${field.replace("_", "-")}`}
            />
          </Form.Item>
        ))}
        <Form.Item name="audience" label={t("notifications.notices.audience")}>
          <Radio.Group data-testid="notice-audience">
            <Radio value="all">{t("notifications.notices.audiences.all")}</Radio>
            <Radio value="role">{t("notifications.notices.audiences.role")}</Radio>
            <Radio value="users">{t("notifications.notices.audiences.users")}</Radio>
          </Radio.Group>
        </Form.Item>
        {audience === "role" && (
          <Form.Item name="role" label={t("notifications.notices.role")} rules={[{ required: true }]}>
            <Select
              options={SIGNED_IN_ROLES.map((role) => ({ value: role, label: t(`notifications.roles.${role}`) }))}
              data-testid="notice-role"
            />
          </Form.Item>
        )}
        {audience === "users" && (
          <Form.Item name="user_ids" label={t("notifications.notices.people")} rules={[{ required: true }]}>
            <PeoplePicker />
          </Form.Item>
        )}
        <FormError error={send.error} />
        <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="notice-send">
          {t("notifications.notices.send")}
        </Button>
      </Form>
    </Card>
  );
}

function NoticeCard({ notice }: { notice: SchoolNotice }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { remove } = useNoticeMutations();
  const { counts } = notice;
  const audience =
    notice.audience === "role" && notice.role
      ? t(`notifications.roles.${notice.role}`)
      : t(`notifications.notices.audiences.${notice.audience}`);
  return (
    <Card
      size="small"
      data-testid="notice-card"
      title={notice.title}
      extra={
        <ConfirmDeleteButton
          question={t("notifications.notices.deleteQuestion")}
          onConfirm={() => remove.mutate(notice.id)}
          testId="notice-delete"
        />
      }
    >
      <p>
        {formatDateTime(notice.created_at, language)} · {audience}
        {notice.author ? ` · ${notice.author}` : ""}
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the rich-text allow-list */}
      <div className="notice-body" dangerouslySetInnerHTML={{ __html: notice.body }} />
      <div className="notice-counts" data-testid="notice-counts">
        <Tag>{t("notifications.notices.counts.recipients", { count: counts.recipients })}</Tag>
        <Tag color="blue">{t("notifications.notices.counts.read", { count: counts.read })}</Tag>
        <Tag>{t("notifications.notices.counts.emailed", { count: counts.emailed })}</Tag>
        {counts.pending > 0 && <Tag>{t("notifications.notices.counts.pending", { count: counts.pending })}</Tag>}
        {counts.app_only > 0 && <Tag>{t("notifications.notices.counts.appOnly", { count: counts.app_only })}</Tag>}
        {counts.failed > 0 && (
          <Tag color="red" data-testid="notice-failed-count">
            {t("notifications.notices.counts.failed", { count: counts.failed })}
          </Tag>
        )}
      </div>
      {notice.failed.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title={notice.failed[0]?.error}
          description={
            <ul data-testid="notice-failed">
              {notice.failed.map((recipient) => (
                <li key={recipient.user_id}>
                  {recipient.name} — {recipient.email}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Card>
  );
}

/** The settings tab "notices" (staff): send a school notice, and the notices sent with their delivery (0064). */
export default function NoticesTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending } = useNoticesQuery(page);
  return (
    <div data-testid="notices-tab" style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 16 }}>
      <NoticeForm />
      <h3 style={{ margin: 0 }}>{t("notifications.notices.sent")}</h3>
      {isPending ? (
        <Skeleton active />
      ) : !data || data.results.length === 0 ? (
        <Empty description={t("notifications.notices.none")} />
      ) : (
        <>
          {data.results.map((notice) => (
            <NoticeCard key={notice.id} notice={notice} />
          ))}
          {data.count > 20 && (
            <Pagination current={page} total={data.count} pageSize={20} onChange={setPage} showSizeChanger={false} />
          )}
        </>
      )}
    </div>
  );
}
