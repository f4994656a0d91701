import { KNOWN_LANGUAGES, LANGUAGE_LEVELS } from "@school/contracts";
import { Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import { TwoFieldRow, WizardRows } from "./WizardRows";

export type LanguageRow = { language: (typeof KNOWN_LANGUAGES)[number]; level: (typeof LANGUAGE_LEVELS)[number] };

/**
 * Step 2 of 3: the languages the student knows, each with a level. Both selects are searched by the name shown: a
 * typed text that names no option leaves the field as it was (without search, Enter took the option under the
 * pointer, whatever was typed).
 */
export function LanguageRows({ room }: { room: number }) {
  const { t } = useTranslation();
  return (
    <WizardRows
      name="languages"
      room={room}
      testId="language"
      addLabel={t("onboarding.wizard.addLanguage")}
      renderRow={(field, index, remove) => (
        <TwoFieldRow
          key={field.key}
          testId="language-row"
          index={index}
          remove={remove}
          first={
            <Form.Item
              name={[field.name, "language"]}
              label={t("onboarding.fields.language")}
              rules={[{ required: true, message: t("onboarding.required.language") }]}
            >
              <Select
                showSearch={{ optionFilterProp: "label" }}
                options={KNOWN_LANGUAGES.map((code) => ({
                  value: code,
                  label: t(runtimeKey(`catalogue.languages.${code}`)),
                }))}
                data-testid={`language-name-${index}`}
              />
            </Form.Item>
          }
          second={
            <Form.Item
              name={[field.name, "level"]}
              label={t("onboarding.fields.level")}
              rules={[{ required: true, message: t("onboarding.required.level") }]}
            >
              <Select
                showSearch={{ optionFilterProp: "label" }}
                options={LANGUAGE_LEVELS.map((level) => ({ value: level, label: level }))}
                data-testid={`language-level-${index}`}
              />
            </Form.Item>
          }
        />
      )}
    />
  );
}
