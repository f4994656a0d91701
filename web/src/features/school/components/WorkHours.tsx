import type { SchoolSettings } from "@school/contracts";
import { Alert, Card, Col, Form, Row, Select, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { formRules } from "../../../ui/validation";
import { clockOptions, timeZoneOptions } from "../school-settings-options";

/** The school's time zone and work hours, with the planned lessons the last save left outside them. */
export function WorkHours({ current, lessonsOutsideHours }: { current: SchoolSettings; lessonsOutsideHours: number }) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZoneOptions(current.time_zone), [current.time_zone]);
  return (
    <Card title={t("schoolSettings.hours.title")} style={{ height: "100%" }}>
      <Typography.Paragraph type="secondary">{t("schoolSettings.hours.hint")}</Typography.Paragraph>
      {lessonsOutsideHours > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("schoolSettings.hours.lessonsOutside", { count: lessonsOutsideHours })}
          action={<Link to="/schedule">{t("schoolSettings.hours.openSchedule")}</Link>}
          data-testid="school-lessons-outside-hours"
        />
      )}
      <Form.Item name="time_zone" label={t("schoolSettings.hours.timeZone")} rules={[formRules.required(t)]}>
        <Select showSearch={{ optionFilterProp: "label" }} options={zones} data-testid="school-time-zone" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name="work_start" label={t("schoolSettings.hours.start")}>
            <Select
              showSearch={{ optionFilterProp: "label" }}
              options={clockOptions(current.work_start, false)}
              data-testid="school-work-start"
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="work_end"
            label={t("schoolSettings.hours.end")}
            dependencies={["work_start"]}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value?: string) => {
                  if (value && value <= getFieldValue("work_start"))
                    throw new Error(t("schoolSettings.hours.endBeforeStart"));
                },
              }),
            ]}
          >
            <Select
              showSearch={{ optionFilterProp: "label" }}
              options={clockOptions(current.work_end, true)}
              data-testid="school-work-end"
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
