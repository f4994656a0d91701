import { NOTICE_HOURS, type SchoolSettings } from "@school/contracts";
import { Card, Col, Form, Row, Select, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/NumberField";
import { noticeOptions } from "../school-settings-options";

/** How often and how late a student may cancel or move a lesson, and whether lessons finish by themselves. */
export function ScheduleRules({ current }: { current: SchoolSettings }) {
  const { t } = useTranslation();
  const hours = (count: number) =>
    count === 0 ? t("schoolSettings.rules.noNotice") : t("schoolSettings.rules.hours", { hours: count });
  const allowance = { min: 0, max: 100, precision: 0, style: { width: "100%" } };
  // `formRules.required` checks text (it refuses a blank string), so a number field needs its own rule.
  const numberRequired = { required: true, message: t("validation.required") };
  return (
    <Card title={t("schoolSettings.rules.title")} style={{ height: "100%" }}>
      <Typography.Paragraph type="secondary">{t("schoolSettings.rules.hint")}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="cancel_count" label={t("schoolSettings.rules.cancelCount")} rules={[numberRequired]}>
            <NumberField {...allowance} data-testid="school-cancel-count" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="cancelTime" label={t("schoolSettings.rules.cancelTime")}>
            <Select options={noticeOptions(NOTICE_HOURS, current.cancelTime, hours)} data-testid="school-cancel-time" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="transfer_count" label={t("schoolSettings.rules.transferCount")} rules={[numberRequired]}>
            <NumberField {...allowance} data-testid="school-transfer-count" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="transferTime" label={t("schoolSettings.rules.transferTime")}>
            <Select
              options={noticeOptions(NOTICE_HOURS, current.transferTime, hours)}
              data-testid="school-transfer-time"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="auto_finish"
        label={t("schoolSettings.rules.autoFinish")}
        extra={t("schoolSettings.rules.autoFinishHint")}
        valuePropName="checked"
      >
        <Switch data-testid="school-auto-finish" />
      </Form.Item>
    </Card>
  );
}
