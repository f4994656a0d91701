import { Badge, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../../ui/runtime-key";
import { Tabs } from "../../../../ui/Tabs";
import { TEXT_LANGUAGES, type TextLanguage } from "../course-form-values";
import { REQUIRED_FIELDS, useCourseRules } from "../use-course-rules";

/** Title, short and full description in three language tabs; every tab stays mounted so all are checked. */
export function TextsSection({
  active,
  onActiveChange,
  tabsWithErrors,
}: {
  active: TextLanguage;
  onActiveChange: (language: TextLanguage) => void;
  tabsWithErrors: ReadonlySet<TextLanguage>;
}) {
  const { t } = useTranslation();
  const rules = useCourseRules();

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onActiveChange(key as TextLanguage)}
      items={TEXT_LANGUAGES.map((language) => ({
        key: language,
        forceRender: true,
        label: (
          <Badge dot={tabsWithErrors.has(language)} offset={[6, 0]}>
            <span data-testid={`course-lang-tab-${language}`}>
              {t(runtimeKey(`courseForm.textLanguages.${language}`))}
            </span>
          </Badge>
        ),
        children: (
          <>
            <Form.Item
              name={`title_${language}`}
              label={t("courseForm.fields.title")}
              required={REQUIRED_FIELDS.has(`title_${language}`)}
              rules={rules(`title_${language}`)}
            >
              <Input maxLength={300} showCount data-testid={`course-field-title_${language}`} />
            </Form.Item>
            <Form.Item
              name={`short_desc_${language}`}
              label={t("courseForm.fields.shortDesc")}
              required={REQUIRED_FIELDS.has(`short_desc_${language}`)}
              rules={rules(`short_desc_${language}`)}
            >
              <Input.TextArea
                autoSize={{ minRows: 2, maxRows: 5 }}
                maxLength={1000}
                showCount
                data-testid={`course-field-short_desc_${language}`}
              />
            </Form.Item>
            <Form.Item
              name={`full_desc_${language}`}
              label={t("courseForm.fields.fullDesc")}
              required={REQUIRED_FIELDS.has(`full_desc_${language}`)}
              rules={rules(`full_desc_${language}`)}
            >
              <Input.TextArea
                autoSize={{ minRows: 5, maxRows: 16 }}
                maxLength={20_000}
                data-testid={`course-field-full_desc_${language}`}
              />
            </Form.Item>
          </>
        ),
      }))}
    />
  );
}
