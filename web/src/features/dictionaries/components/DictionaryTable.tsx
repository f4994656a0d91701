import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from "@ant-design/icons";
import { DICTIONARIES, type DictionaryEntry, type DictionaryKind } from "@school/contracts";
import { Button, Form, Input, Popconfirm, Select, Space, Table, type TableColumnsType } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import { formRules } from "../../../ui/validation";
import { useDictionaryQuery } from "../hooks/use-dictionaries.query";
import { useCreateDictionaryEntryMutation, useDeleteDictionaryEntryMutation } from "../hooks/use-dictionary.mutations";
import { apiDetailText } from "./api-detail-text";
import { DictionaryEntryModal } from "./DictionaryEntryModal";

type AddValues = { name: string; tagId?: number | null };

/** One dictionary: add an entry, find one, rename it, delete it (the server refuses entries still in use). */
export function DictionaryTable({ kind }: { kind: DictionaryKind }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddValues>();
  const [search, setSearch] = useState("");
  const [renaming, setRenaming] = useState<DictionaryEntry | null>(null);
  const entries = useDictionaryQuery(kind);
  const tags = useDictionaryQuery("tag");
  const create = useCreateDictionaryEntryMutation();
  const remove = useDeleteDictionaryEntryMutation();
  const byTag = DICTIONARIES[kind].byTag;

  const tagNames = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag.name])), [tags.data]);
  const tagOptions = (tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }));
  const needle = search.trim().toLowerCase();
  const rows = (entries.data ?? []).filter((entry) => entry.name.toLowerCase().includes(needle));

  const add = (values: AddValues) =>
    create.mutate(
      { kind, name: values.name, tagId: byTag ? (values.tagId ?? null) : undefined },
      {
        onSuccess: () => {
          form.resetFields();
          toast.success(t("dictionaries.added"));
        },
        onError: (error) => toast.error(apiDetailText(error, t)),
      },
    );

  const destroy = (entry: DictionaryEntry) =>
    remove.mutate(
      { kind, id: entry.id },
      {
        onSuccess: () => toast.success(t("dictionaries.deleted")),
        onError: (error) => toast.error(apiDetailText(error, t)),
      },
    );

  const columns: TableColumnsType<DictionaryEntry> = [
    { key: "name", title: t("dictionaries.name"), dataIndex: "name", sorter: (a, b) => a.name.localeCompare(b.name) },
    ...(byTag
      ? [
          {
            key: "tag",
            title: t("dictionaries.tag"),
            render: (_: unknown, entry: DictionaryEntry) => (entry.tag_id ? (tagNames.get(entry.tag_id) ?? "—") : "—"),
          },
        ]
      : []),
    {
      key: "actions",
      title: "",
      align: "right",
      width: 110,
      render: (_, entry) => (
        <Space size={4}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t("dictionaries.rename")}
            title={t("dictionaries.rename")}
            onClick={() => setRenaming(entry)}
            data-testid={`dictionary-${kind}-rename-${entry.id}`}
          />
          <Popconfirm
            title={t("dictionaries.deleteConfirm", { name: entry.name })}
            okText={t("common.delete")}
            cancelText={t("common.cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => destroy(entry)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t("common.delete")}
              title={t("common.delete")}
              data-testid={`dictionary-${kind}-delete-${entry.id}`}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid={`dictionary-${kind}`}>
      <Form<AddValues> form={form} layout="inline" onFinish={add} className="dictionary-add" requiredMark={false}>
        <Form.Item name="name" rules={[formRules.required(t), { max: 200 }]} className="dictionary-add__name">
          <Input placeholder={t("dictionaries.newEntry")} data-testid={`dictionary-${kind}-name`} />
        </Form.Item>
        {byTag && (
          <Form.Item name="tagId" className="dictionary-add__tag">
            <Select
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              placeholder={t("dictionaries.tag")}
              options={tagOptions}
              data-testid={`dictionary-${kind}-tag`}
            />
          </Form.Item>
        )}
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined />}
            loading={create.isPending}
            data-testid={`dictionary-${kind}-add`}
          >
            {t("dictionaries.add")}
          </Button>
        </Form.Item>
      </Form>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t("dictionaries.search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="dictionary-search"
        data-testid={`dictionary-${kind}-search`}
      />
      <Table<DictionaryEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={entries.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t("dictionaries.empty") }}
        onRow={(entry) =>
          ({ "data-testid": `dictionary-${kind}-row-${entry.id}` }) as React.HTMLAttributes<HTMLElement>
        }
      />
      <DictionaryEntryModal kind={kind} entry={renaming} onClose={() => setRenaming(null)} />
    </div>
  );
}
