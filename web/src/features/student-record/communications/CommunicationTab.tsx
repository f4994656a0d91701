import { COMMUNICATION_CHANNELS, type Communication } from "@school/contracts";
import { Button, Col, Empty, Form, Input, List, Row, Select, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { runtimeKey } from "../../../ui/runtime-key";
import { toast } from "../../../ui/toast";
import { type CommentValues, useCommunications } from "./use-communications";
import "../student-record.css";
import { formatTimestamp } from "../../../ui/format";
import { useUiLanguage } from "../../language";

const PAGE_SIZE = 20;

/** Comments and the communication history: newest first, with a form to add an entry. */
export function CommunicationTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [page, setPage] = useState(1);
  const { entries, add } = useCommunications(userId, page);
  const [form] = Form.useForm<CommentValues>();
  const submit = (values: CommentValues) =>
    add.mutate(values, {
      onSuccess: () => {
        toast.success(t("record.ui.commentAdded"));
        form.resetFields();
        setPage(1);
      },
    });
  return (
    <div data-testid="communication-tab">
      <Form form={form} layout="vertical" initialValues={{ channel: "comment" }} onFinish={submit}>
        <FormError error={add.error} />
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="channel" label={t("record.ui.channel")}>
              <Select
                aria-label={t("record.ui.channel")}
                options={COMMUNICATION_CHANNELS.map((channel) => ({
                  value: channel,
                  label: t(runtimeKey(`record.channels.${channel}`)),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Form.Item
              name="text"
              label={t("record.ui.commentText")}
              rules={[{ required: true, whitespace: true, message: t("validation.required") }]}
            >
              <Input.TextArea rows={2} maxLength={4000} data-testid="comment-text" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="comment-add">
          {t("record.ui.addComment")}
        </Button>
      </Form>
      <List<Communication>
        className="record-history"
        loading={entries.isFetching}
        dataSource={entries.data?.results}
        locale={{ emptyText: <Empty description={t("record.ui.noComments")} /> }}
        pagination={
          (entries.data?.count ?? 0) > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total: entries.data?.count,
                onChange: setPage,
                showSizeChanger: false,
              }
            : false
        }
        renderItem={(entry) => (
          <List.Item data-testid={`communication-${entry.id}`}>
            <List.Item.Meta
              title={
                <span>
                  <Tag>{t(runtimeKey(`record.channels.${entry.channel}`))}</Tag>
                  {entry.author ?? "—"} · {formatTimestamp(entry.created_at, language)}
                </span>
              }
              description={<span className="record-history__text">{entry.text}</span>}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
