import type { CurrencyCode } from "@school/contracts";
import { Form, Modal, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../ui/FormError";
import { personName } from "../../ui/person-name";
import { toast } from "../../ui/toast";
import { useDebouncedValue } from "../../ui/use-debounced-value";
import { useSession } from "../session";
import { PaymentFields } from "./PaymentFields";
import { minorOf, type PaymentFormValues, todayInput } from "./payment-form";
import { usePaymentMutations, useStudentOptions } from "./use-staff-payments";

type Values = PaymentFormValues & { user_id: number };

/**
 * "Enrol with a manual payment": a student of the school, the sum and how it came. Saving records the payment as
 * paid, writes its first history line and enrols the student in the program (create_course_user/).
 */
export function ManualPaymentModal({
  courseId,
  open,
  onClose,
  onEnrolled,
}: {
  courseId: number;
  open: boolean;
  onClose(): void;
  /** The program's members changed: its screen reloads them. */
  onEnrolled?(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, 400);
  const students = useStudentOptions(debounced, open);
  const { enrol } = usePaymentMutations();
  const currency = (useSession().claims?.currency ?? "KZT") as CurrencyCode;

  const submit = (values: Values) =>
    enrol.mutate(
      {
        user_id: values.user_id,
        course_id: courseId,
        amount_minor: minorOf(values),
        currency: values.currency,
        method: values.method,
        paid_on: values.paid_on,
        note: values.note?.trim() || undefined,
      },
      {
        onSuccess: () => {
          toast.success(t("staffPayments.enrolled"));
          onEnrolled?.();
          form.resetFields();
          onClose();
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t("staffPayments.enrol")}
      okText={t("staffPayments.record")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={enrol.isPending}
      destroyOnHidden
      okButtonProps={{ "data-testid": "manual-payment-save" } as Record<`data-${string}`, string>}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ currency, method: "cash", paid_on: todayInput() }}
        data-testid="manual-payment-form"
      >
        <FormError error={enrol.error} />
        <Form.Item
          name="user_id"
          label={t("staffPayments.student")}
          rules={[{ required: true, message: t("validation.required") }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={students.isFetching}
            options={(students.data ?? []).map((user) => ({
              value: user.id,
              label: personName(user) ? `${personName(user)} (${user.email})` : user.email,
            }))}
            notFoundContent={t("staffPayments.noStudents")}
            data-testid="manual-payment-student"
          />
        </Form.Item>
        <PaymentFields />
      </Form>
    </Modal>
  );
}
