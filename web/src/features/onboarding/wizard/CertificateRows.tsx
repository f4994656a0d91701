import { REQUIREMENT_CERTIFICATES } from "@school/contracts";
import { Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/NumberField";
import { useClearable } from "../../../ui/use-clearable";
import { TwoFieldRow, WizardRows } from "./WizardRows";

export type CertificateRow = { name?: (typeof REQUIREMENT_CERTIFICATES)[number]; total_score?: number | null };

/** Step 3 of 3, optional: certificates and their total scores. */
export function CertificateRows({ room }: { room: number }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  return (
    <WizardRows
      name="certificates"
      room={room}
      testId="certificate"
      addLabel={t("onboarding.wizard.addCertificate")}
      renderRow={(field, index, remove) => (
        <TwoFieldRow
          key={field.key}
          testId="certificate-row"
          index={index}
          remove={remove}
          first={
            <Form.Item name={[field.name, "name"]} label={t("onboarding.fields.certificate")}>
              <Select
                allowClear={clearable}
                showSearch
                options={REQUIREMENT_CERTIFICATES.map((name) => ({ value: name, label: name }))}
                data-testid={`certificate-name-${index}`}
              />
            </Form.Item>
          }
          second={
            <Form.Item name={[field.name, "total_score"]} label={t("onboarding.fields.totalScore")}>
              <NumberField
                min={0}
                max={10000}
                step={0.5}
                style={{ width: "100%" }}
                data-testid={`certificate-score-${index}`}
              />
            </Form.Item>
          }
        />
      )}
    />
  );
}
