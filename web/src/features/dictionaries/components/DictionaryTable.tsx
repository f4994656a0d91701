import { DeleteOutlined, EditOutlined, SearchOutlined } from "@ant-design/icons";
import {
  DICTIONARIES,
  type DictionaryEntry,
  type DictionaryKind,
  ENTRY_NAME_FIELDS,
  TRANSLATE_LANGS,
} from "@school/contracts";
import { Button, Input, Popconfirm, Space, Table, type TableColumnsType, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { toast } from "../../../ui/toast";
import { useClearable } from "../../../ui/use-clearable";
import { NATIVE_NAMES } from "../../language";
import { useDictionaryQuery } from "../hooks/use-dictionaries.query";
import { useDeleteDictionaryEntryMutation } from "../hooks/use-dictionary.mutations";
import { apiDetailText } from "./api-detail-text";
import { DictionaryAddForm } from "./DictionaryAddForm";
import { DictionaryEntryModal } from "./DictionaryEntryModal";

/**
 * One dictionary: add an entry, find one, rename it, delete it (the server refuses entries still in use). Each
 * entry shows its name in the three languages, as written.
 */
export function DictionaryTable({ kind }: { kind: DictionaryKind }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const [search, setSearch] = useState("");
  const [renaming, setRenaming] = useState<DictionaryEntry | null>(null);
  const entries = useDictionaryQuery(kind);
  const tags = useDictionaryQuery("tag");
  const remove = useDeleteDictionaryEntryMutation();
  const byTag = DICTIONARIES[kind].byTag;

  const tagNames = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag.name])), [tags.data]);
  const needle = search.trim().toLowerCase();
  const rows = (entries.data ?? []).filter((entry) =>
    [entry.name_ru, entry.name_kk, entry.name_en].some((name) => name.toLowerCase().includes(needle)),
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
    ...TRANSLATE_LANGS.map((language) => {
      const field = ENTRY_NAME_FIELDS[language];
      return {
        key: field,
        title: <span lang={language}>{NATIVE_NAMES[language]}</span>,
        sorter: (a: DictionaryEntry, b: DictionaryEntry) => a[field].localeCompare(b[field]),
        render: (_: unknown, entry: DictionaryEntry) =>
          entry[field] ? (
            <span lang={language}>{entry[field]}</span>
          ) : (
            <Typography.Text type="secondary">—</Typography.Text>
          ),
      };
    }),
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
      <DictionaryAddForm kind={kind} />
      <Typography.Paragraph type="secondary" className="dictionary-hint">
        {t("dictionaries.namesHint")}
      </Typography.Paragraph>
      <Input
        allowClear={clearable}
        prefix={<SearchOutlined />}
        placeholder={t("dictionaries.search")}
        aria-label={t("dictionaries.search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="dictionary-search"
        data-testid={`dictionary-${kind}-search`}
      />
      <ScrollRegion label={t(runtimeKey(`dictionaries.kinds.${kind}`))}>
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
      </ScrollRegion>
      <DictionaryEntryModal kind={kind} entry={renaming} onClose={() => setRenaming(null)} />
    </div>
  );
}
