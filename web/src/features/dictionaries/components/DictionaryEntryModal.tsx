import { DICTIONARIES, type DictionaryEntry, type DictionaryKind } from "@school/contracts";
import { Form, Modal, Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import { useClearable } from "../../../ui/use-clearable";
import { hasAnyName } from "../dictionary-write-body";
import { useDictionaryQuery } from "../hooks/use-dictionaries.query";
import { useRenameDictionaryEntryMutation } from "../hooks/use-dictionary.mutations";
import { apiDetailText } from "./api-detail-text";
import { DictionaryNameInputs, type EntryNameValues } from "./DictionaryNameInputs";

type Values = EntryNameValues & { tagId: number | null };

/** Renames an entry in any of the three languages (and, for universities and cities, moves it to another category). */
export function DictionaryEntryModal({
  kind,
  entry,
  onClose,
}: {
  kind: DictionaryKind;
  entry: DictionaryEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const [form] = Form.useForm<Values>();
  const rename = useRenameDictionaryEntryMutation();
  const tags = useDictionaryQuery("tag");
  const byTag = DICTIONARIES[kind].byTag;

  useEffect(() => {
    if (!entry) return;
    form.setFieldsValue({
      names: { ru: entry.name_ru, kk: entry.name_kk, en: entry.name_en },
      tagId: entry.tag_id,
    });
  }, [entry, form]);

  const submit = (values: Values) => {
    if (!entry) return;
    const names = values.names ?? {};
    if (!hasAnyName(names)) {
      form.setFields([{ name: ["names", "ru"], errors: [t("dictionaries.oneName")] }]);
      return;
    }
    rename.mutate(
      { kind, id: entry.id, names, tagId: byTag ? (values.tagId ?? null) : undefined },
      {
        onSuccess: () => {
          toast.success(t("dictionaries.renamed"));
          onClose();
        },
        onError: (error) => toast.error(apiDetailText(error, t)),
      },
    );
  };

  return (
    <Modal
      open={entry !== null}
      title={t("dictionaries.renameTitle")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={rename.isPending}
      destroyOnHidden
      okButtonProps={{ "data-testid": "dictionary-rename-save" } as Record<string, string>}
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} preserve={false}>
        <DictionaryNameInputs testId="dictionary-rename-name" />
        {byTag && (
          <Form.Item name="tagId" label={t("dictionaries.tag")}>
            <Select
              allowClear={clearable}
              showSearch={{ optionFilterProp: "label" }}
              placeholder={t("dictionaries.noTag")}
              options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
              data-testid="dictionary-rename-tag"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
