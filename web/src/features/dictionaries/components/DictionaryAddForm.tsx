import { PlusOutlined } from "@ant-design/icons";
import { DICTIONARIES, type DictionaryKind } from "@school/contracts";
import { Button, Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import { useClearable } from "../../../ui/use-clearable";
import { hasAnyName } from "../dictionary-write-body";
import { useDictionaryQuery } from "../hooks/use-dictionaries.query";
import { useCreateDictionaryEntryMutation } from "../hooks/use-dictionary.mutations";
import { apiDetailText } from "./api-detail-text";
import { DictionaryNameInputs, type EntryNameValues } from "./DictionaryNameInputs";

type AddValues = EntryNameValues & { tagId?: number | null };

/** The row that adds an entry: its name in the three languages (one is enough) and, for some kinds, a category. */
export function DictionaryAddForm({ kind }: { kind: DictionaryKind }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const [form] = Form.useForm<AddValues>();
  const tags = useDictionaryQuery("tag");
  const create = useCreateDictionaryEntryMutation();
  const byTag = DICTIONARIES[kind].byTag;

  const add = (values: AddValues) => {
    const names = values.names ?? {};
    if (!hasAnyName(names)) {
      form.setFields([{ name: ["names", "ru"], errors: [t("dictionaries.oneName")] }]);
      return;
    }
    create.mutate(
      { kind, names, tagId: byTag ? (values.tagId ?? null) : undefined },
      {
        onSuccess: () => {
          form.resetFields();
          toast.success(t("dictionaries.added"));
        },
        onError: (error) => toast.error(apiDetailText(error, t)),
      },
    );
  };

  return (
    <Form<AddValues> form={form} layout="inline" onFinish={add} className="dictionary-add" requiredMark={false}>
      <DictionaryNameInputs testId={`dictionary-${kind}-name`} inline />
      {byTag && (
        <Form.Item name="tagId" className="dictionary-add__tag">
          <Select
            allowClear={clearable}
            showSearch={{ optionFilterProp: "label" }}
            placeholder={t("dictionaries.tag")}
            aria-label={t("dictionaries.tag")}
            options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
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
  );
}
