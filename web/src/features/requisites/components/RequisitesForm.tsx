import {
  compactCode,
  REQUISITE_TEXT_MAX,
  type SchoolRequisites,
  type SchoolRequisitesBody,
  VAT_RATE_DEFAULT,
} from "@school/contracts";
import { Button, Form, type FormRule, Input, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { NumberField } from "../../../ui/NumberField";
import { toast } from "../../../ui/toast";
import { type CodeField, codeRule, type RequisitesField, serverFieldProblems } from "../field-problems";
import { useSaveRequisites } from "../hooks/use-school-requisites";
import { NumberingFields } from "./NumberingFields";

type Values = Omit<SchoolRequisites, "missing" | "updated_at" | "number_prefixes">;

/** The form starts from what is saved; a VAT payer's rate field offers the default until the school names one. */
function valuesOf(saved: SchoolRequisites): Values {
  const { missing: _missing, updated_at: _updated, number_prefixes: _prefixes, ...values } = saved;
  return { ...values, vat_rate: values.vat_rate ?? VAT_RATE_DEFAULT };
}

/** What goes to the server: texts trimmed, codes as the contract reads them, VAT details only for a VAT payer. */
function bodyOf(values: Values): SchoolRequisitesBody {
  const text = (value: string | undefined) => (value ?? "").trim();
  const payer = values.vat_payer === true;
  return {
    legal_name: text(values.legal_name),
    bin: compactCode(values.bin ?? ""),
    legal_address: text(values.legal_address),
    bank_name: text(values.bank_name),
    iik: compactCode(values.iik ?? ""),
    bik: compactCode(values.bik ?? ""),
    kbe: compactCode(values.kbe ?? ""),
    director_name: text(values.director_name),
    director_title: text(values.director_title),
    vat_payer: payer,
    vat_rate: payer ? (values.vat_rate ?? VAT_RATE_DEFAULT) : null,
    vat_certificate_series: payer ? text(values.vat_certificate_series) : "",
    vat_certificate_number: payer ? text(values.vat_certificate_number) : "",
    certificate_prefix: text(values.certificate_prefix),
    contract_prefix: text(values.contract_prefix),
    invoice_prefix: text(values.invoice_prefix),
  };
}

/**
 * The requisites' form: each code checked as it is left with the contract's own check, the server's refusals on the
 * fields they name, in the reader's language.
 */
export function RequisitesForm({ saved }: { saved: SchoolRequisites }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveRequisites();
  // A refusal that names no field (a network failure, a rate limit) shows above the form.
  const formProblem = save.error && serverFieldProblems(save.error, t).length === 0 ? save.error : null;
  const submit = (values: Values) =>
    save.mutate(bodyOf(values), {
      onSuccess: (answer) => {
        form.setFieldsValue(valuesOf(answer));
        toast.success(t("requisites.saved"));
      },
      onError: (error) => form.setFields(serverFieldProblems(error, t)),
    });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={valuesOf(saved)}
      onFinish={submit}
      scrollToFirstError
      data-testid="requisites-form"
    >
      <FormError error={formProblem} />
      <div className="requisites__grid">
        <OrganisationFields />
        <div>
          <BankFields />
          <VatFields />
          <NumberingFields inUse={saved.number_prefixes} />
        </div>
      </div>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="requisites-save">
        {t("requisites.save")}
      </Button>
    </Form>
  );
}

type FieldProps = {
  field: RequisitesField;
  maxLength: number;
  rule?: FormRule;
  placeholder?: string;
  help?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "text";
  /** Letters shown upper-case as typed: a code is read so. */
  upperCase?: boolean;
};

/** One requisite's text field: labelled by its name, a code checked when it is left. */
function RequisiteInput(props: FieldProps) {
  const { field, maxLength, rule, placeholder, help, autoComplete = "off", inputMode, upperCase } = props;
  const { t } = useTranslation();
  return (
    <Form.Item
      name={field}
      normalize={upperCase ? (value: string) => value.toUpperCase() : undefined}
      label={t(`requisites.fields.${field}` as const)}
      rules={rule ? [rule] : []}
      validateTrigger={rule ? "onBlur" : "onChange"}
      extra={help}
    >
      <Input
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        data-testid={`requisites-${field.replaceAll("_", "-")}`}
      />
    </Form.Item>
  );
}

/** A code field: room for the spaces people type between groups, the contract's check when it is left. */
function CodeInput({ field, maxLength, help }: { field: CodeField; maxLength: number; help?: string }) {
  const { t } = useTranslation();
  return (
    <RequisiteInput
      field={field}
      maxLength={maxLength}
      rule={codeRule(field, t)}
      placeholder={t(`requisites.placeholders.${field}` as const)}
      help={help}
      inputMode={field === "bin" || field === "kbe" ? "numeric" : "text"}
      upperCase
    />
  );
}

function OrganisationFields() {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Title level={4} className="requisites__section">
        {t("requisites.sections.organisation")}
      </Typography.Title>
      <RequisiteInput
        field="legal_name"
        maxLength={REQUISITE_TEXT_MAX.legal_name}
        placeholder={t("requisites.placeholders.legal_name")}
        autoComplete="organization"
      />
      <CodeInput field="bin" maxLength={16} />
      <RequisiteInput field="legal_address" maxLength={REQUISITE_TEXT_MAX.legal_address} />
      <RequisiteInput field="director_name" maxLength={REQUISITE_TEXT_MAX.director_name} />
      <RequisiteInput
        field="director_title"
        maxLength={REQUISITE_TEXT_MAX.director_title}
        placeholder={t("requisites.placeholders.director_title")}
      />
    </div>
  );
}

function BankFields() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={4} className="requisites__section">
        {t("requisites.sections.bank")}
      </Typography.Title>
      <RequisiteInput field="bank_name" maxLength={REQUISITE_TEXT_MAX.bank_name} />
      <CodeInput field="iik" maxLength={30} />
      <CodeInput field="bik" maxLength={14} />
      <CodeInput field="kbe" maxLength={3} help={t("requisites.help.kbe")} />
    </>
  );
}

/** Whether the school charges VAT; its rate and certificate only when it does. */
function VatFields() {
  const { t } = useTranslation();
  const payer = Form.useWatch("vat_payer", Form.useFormInstance()) === true;
  const digits: FormRule = { pattern: /^\d*$/, message: t("requisites.problems.vat_certificate") };
  return (
    <>
      <Typography.Title level={4} className="requisites__section">
        {t("requisites.sections.vat")}
      </Typography.Title>
      <Form.Item name="vat_payer" label={t("requisites.fields.vat_payer")} valuePropName="checked">
        <Switch data-testid="requisites-vat-payer" />
      </Form.Item>
      {payer && (
        <>
          <Form.Item
            name="vat_rate"
            label={t("requisites.fields.vat_rate")}
            rules={[{ type: "integer", min: 0, max: 99, message: t("requisites.problems.vat_rate") }]}
          >
            <NumberField min={0} max={99} precision={0} data-testid="requisites-vat-rate" />
          </Form.Item>
          <div className="requisites__pair">
            <RequisiteInput field="vat_certificate_series" maxLength={10} rule={digits} inputMode="numeric" />
            <RequisiteInput
              field="vat_certificate_number"
              maxLength={20}
              rule={digits}
              inputMode="numeric"
              help={t("requisites.help.certificate")}
            />
          </div>
        </>
      )}
    </>
  );
}
