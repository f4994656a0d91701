import { UI_LANGUAGES, type UiLanguage } from "@school/contracts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { NATIVE_NAMES } from "./language-names";
import { formRules } from "./validation";
import "./name-in-languages.css";

/** The form fields of a name in three languages: the Russian one under the spec's field, the others beside it. */
export type NameFields = Record<UiLanguage, string>;

/**
 * A name in Russian, Kazakh and English (decision 0042), as programs keep their titles: the Russian one required,
 * the others optional (their readers see the Russian one meanwhile), each input labelled by its language's own
 * name. Lesson, exercise-list and group forms use it; a lesson's description, a legal text and a notice's title
 * too (decision 0134).
 */
export function NameInLanguages({
  label,
  fields,
  testIds,
  maxLength,
  text = false,
  optional = false,
  rows = 2,
}: {
  label: string;
  fields: NameFields;
  testIds: NameFields;
  maxLength: number;
  /** A text of several lines. */
  text?: boolean;
  /** Every language may be left empty (a lesson's description). */
  optional?: boolean;
  /** A text's first height, in lines. */
  rows?: number;
}) {
  const { t } = useTranslation();
  const required = (language: UiLanguage) => language === "ru" && !optional;
  return (
    <fieldset className="name-in-languages">
      <legend className="name-in-languages__legend">{label}</legend>
      {UI_LANGUAGES.map((language) => (
        <Form.Item
          key={language}
          name={fields[language]}
          label={NATIVE_NAMES[language]}
          rules={required(language) ? [formRules.required(t), { max: maxLength }] : [{ max: maxLength }]}
          extra={language === "en" ? t("contentLanguages.fallback") : undefined}
        >
          {text ? (
            <Input.TextArea
              lang={language}
              maxLength={maxLength}
              autoSize={{ minRows: rows, maxRows: Math.max(rows, 12) }}
              aria-label={`${label} (${NATIVE_NAMES[language]})`}
              data-testid={testIds[language]}
            />
          ) : (
            <Input
              lang={language}
              maxLength={maxLength}
              aria-label={`${label} (${NATIVE_NAMES[language]})`}
              data-testid={testIds[language]}
            />
          )}
        </Form.Item>
      ))}
    </fieldset>
  );
}
