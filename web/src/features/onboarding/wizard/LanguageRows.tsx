import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { KNOWN_LANGUAGES, LANGUAGE_LEVELS } from "@school/contracts";
import { Button, Col, Form, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import { addWithinLimit } from "./row-limit";

export type LanguageRow = { language: (typeof KNOWN_LANGUAGES)[number]; level: (typeof LANGUAGE_LEVELS)[number] };

/** Step 2 of 3: the languages the student knows, each with a level. */
export function LanguageRows({ room }: { room: number }) {
  const { t } = useTranslation();
  return (
    <Form.List name="languages">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Row key={field.key} gutter={12} align="bottom" data-testid="language-row">
              <Col xs={24} md={11}>
                <Form.Item
                  name={[field.name, "language"]}
                  label={t("onboarding.fields.language")}
                  rules={[{ required: true, message: t("onboarding.required.language") }]}
                >
                  <Select
                    options={KNOWN_LANGUAGES.map((code) => ({
                      value: code,
                      label: t(runtimeKey(`catalogue.languages.${code}`)),
                    }))}
                    data-testid={`language-name-${index}`}
                  />
                </Form.Item>
              </Col>
              <Col xs={18} md={9}>
                <Form.Item
                  name={[field.name, "level"]}
                  label={t("onboarding.fields.level")}
                  rules={[{ required: true, message: t("onboarding.required.level") }]}
                >
                  <Select
                    options={LANGUAGE_LEVELS.map((level) => ({ value: level, label: level }))}
                    data-testid={`language-level-${index}`}
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
            data-testid="language-add"
          >
            {t("onboarding.wizard.addLanguage")}
          </Button>
        </>
      )}
    </Form.List>
  );
}
