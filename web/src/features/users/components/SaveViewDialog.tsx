import { type Button, Checkbox, Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { formRules } from "../../../ui/validation";
import "../texts";

export type SaveViewValues = { name: string; shared: boolean };

/**
 * The current list saved as a new view (decision 0086): its name, and whether the school's staff share it. In a chunk
 * of its own, loaded when first opened (decision 0174); `reset` empties the form once the view is saved.
 */
export function SaveViewDialog(props: {
  open: boolean;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (values: SaveViewValues, reset: () => void) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaveViewValues>();
  return (
    <Modal
      open={props.open}
      title={t("crm.views.saveTitle")}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t("common.save")}
      confirmLoading={props.pending}
      okButtonProps={{ "data-testid": "users-view-confirm" } as React.ComponentProps<typeof Button>}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => props.onSave(values, () => form.resetFields())}
        initialValues={{ name: "", shared: false }}
      >
        <FormError error={props.error} />
        <Form.Item name="name" label={t("crm.views.name")} rules={[formRules.required(t)]}>
          <Input maxLength={80} data-testid="users-view-name" />
        </Form.Item>
        <Form.Item name="shared" valuePropName="checked">
          <Checkbox data-testid="users-view-shared">{t("crm.views.share")}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
