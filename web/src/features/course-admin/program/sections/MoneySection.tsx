import { CURRENCY_CODES } from "@school/contracts";
import { Col, Form, Input, Row, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../../ui/NumberField";
import { useCourseRules } from "../use-course-rules";

/** Tuition is quoted in the currency of the country of study; these cover the program languages' countries. */
const TUITION_CURRENCIES = [...new Set([...CURRENCY_CODES, "EUR", "USD", "GBP", "CZK", "HUF", "PLN", "TRY", "CNY"])];

/** Submission fee in tenge, tuition in a foreign currency, the free flag, package and period. */
export function MoneySection() {
  const { t } = useTranslation();
  const rules = useCourseRules();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="cost" label={t("courseForm.fields.cost")} rules={rules("cost")}>
          <NumberField<number>
            min={0}
            max={1_000_000_000}
            precision={0}
            suffix="₸"
            style={{ width: "100%" }}
            data-testid="course-field-cost"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {/* The label names the amount field: "price" is the id Form gives the field named price. */}
        <Form.Item label={t("courseForm.fields.price")} htmlFor="price" required={false}>
          <Row gutter={8} wrap={false}>
            <Col flex="auto">
              <Form.Item name="price" noStyle rules={rules("price")}>
                <NumberField<number>
                  min={0}
                  max={1_000_000_000}
                  precision={0}
                  style={{ width: "100%" }}
                  data-testid="course-field-price"
                />
              </Form.Item>
            </Col>
            <Col flex="110px">
              <Form.Item name="price_currency" noStyle rules={rules("price_currency")}>
                <Select
                  showSearch={{ optionFilterProp: "label" }}
                  options={TUITION_CURRENCIES.map((code) => ({ value: code, label: code }))}
                  aria-label={t("courseForm.fields.currency")}
                  data-testid="course-field-price_currency"
                />
              </Form.Item>
            </Col>
          </Row>
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="is_free"
          label={t("courseForm.fields.isFree")}
          valuePropName="checked"
          extra={t("courseForm.hints.isFree")}
        >
          <Switch data-testid="course-field-is_free" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="package" label={t("catalogue.info.package")} rules={rules("package")}>
          <Input maxLength={200} data-testid="course-field-package" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="period" label={t("catalogue.info.period")} rules={rules("period")}>
          <Input maxLength={200} placeholder={t("courseForm.hints.period")} data-testid="course-field-period" />
        </Form.Item>
      </Col>
    </Row>
  );
}
