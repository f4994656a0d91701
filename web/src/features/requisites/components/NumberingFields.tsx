import { NUMBERED_DOCUMENTS, numberPrefixProblem, type SchoolRequisites } from "@school/contracts";
import { Form, type FormRule, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { problemText } from "../field-problems";

/**
 * How the school's numbered documents start (decision 0171): a prefix per kind, checked as the contract checks it;
 * empty keeps the default, shown as the field's placeholder.
 */
export function NumberingFields({ inUse }: { inUse: SchoolRequisites["number_prefixes"] }) {
  const { t } = useTranslation();
  const rule: FormRule = {
    validator: async (_rule, value?: string) => {
      const prefix = (value ?? "").trim();
      const problem = prefix === "" ? null : numberPrefixProblem(prefix);
      if (problem) throw new Error(problemText(problem, t));
    },
  };
  return (
    <>
      <Typography.Title level={4} className="requisites__section">
        {t("requisites.sections.numbering")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("requisites.help.numbering")}</Typography.Paragraph>
      {NUMBERED_DOCUMENTS.map((document) => (
        <Form.Item
          key={document}
          name={`${document}_prefix`}
          label={t(`requisites.fields.${document}_prefix` as const)}
          rules={[rule]}
          validateTrigger="onBlur"
          extra={t("requisites.help.prefixExample", {
            number: `${inUse[document]}-${document === "certificate" ? "000001" : "1"}`,
          })}
        >
          <Input
            maxLength={12}
            placeholder={inUse[document]}
            autoComplete="off"
            spellCheck={false}
            data-testid={`requisites-${document}-prefix`}
          />
        </Form.Item>
      ))}
    </>
  );
}
