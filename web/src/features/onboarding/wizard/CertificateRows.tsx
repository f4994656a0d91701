import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { REQUIREMENT_CERTIFICATES } from "@school/contracts";
import { Button, Col, Form, InputNumber, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { addWithinLimit } from "./row-limit";

export type CertificateRow = { name?: (typeof REQUIREMENT_CERTIFICATES)[number]; total_score?: number | null };

/** Step 3 of 3, optional: certificates and their total scores. */
export function CertificateRows({ room }: { room: number }) {
  const { t } = useTranslation();
  return (
    <Form.List name="certificates">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Row key={field.key} gutter={12} align="bottom" data-testid="certificate-row">
              <Col xs={24} md={11}>
                <Form.Item name={[field.name, "name"]} label={t("onboarding.fields.certificate")}>
                  <Select
                    allowClear
                    showSearch
                    options={REQUIREMENT_CERTIFICATES.map((name) => ({ value: name, label: name }))}
                    data-testid={`certificate-name-${index}`}
                  />
                </Form.Item>
              </Col>
              <Col xs={18} md={9}>
                <Form.Item name={[field.name, "total_score"]} label={t("onboarding.fields.totalScore")}>
                  <InputNumber
                    min={0}
                    max={10000}
                    step={0.5}
                    style={{ width: "100%" }}
                    data-testid={`certificate-score-${index}`}
                  />
                </Form.Item>
              </Col>
              <Col xs={6} md={4}>
                {fields.length > 1 && (
                  <Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t("onboarding.wizard.removeRow", { number: index + 1 })}
                    />
                  </Form.Item>
                )}
              </Col>
            </Row>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() =>
              addWithinLimit({ rows: fields.length, room, add: () => add(), warning: t("onboarding.limit") })
            }
            data-testid="certificate-add"
          >
            {t("onboarding.wizard.addCertificate")}
          </Button>
        </>
      )}
    </Form.List>
  );
}
