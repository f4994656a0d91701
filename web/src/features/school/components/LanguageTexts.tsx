import {
  SCHOOL_DESCRIPTION_MAX,
  SCHOOL_NAME_MAX,
  SCHOOL_TAGLINE_MAX,
  type SchoolSettings,
  TRANSLATE_LANGS,
  type TranslateLang,
} from "@school/contracts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { formRules } from "../../../ui/validation";
import { NATIVE_NAMES } from "../../language";

/** The field of each text in a language: Russian is the plain name every other language falls back to. */
const textField = (base: "name" | "tagline" | "description", language: TranslateLang) =>
  (language === "ru" ? base : `${base}_${language}`) as keyof SchoolSettings;
export const TEXT_FIELDS = TRANSLATE_LANGS.flatMap((language) =>
  (["name", "tagline", "description"] as const).map((base) => ({ language, field: textField(base, language) })),
);

/** The school's name, tagline and description in one language (a tab of the profile card). */
export function LanguageTexts({ language }: { language: TranslateLang }) {
  const { t } = useTranslation();
  const inLanguage = { language: NATIVE_NAMES[language] };
  return (
    <>
      <Form.Item
        name={textField("name", language)}
        label={t("schoolSettings.profile.name", inLanguage)}
        rules={[...(language === "ru" ? [formRules.required(t)] : []), { max: SCHOOL_NAME_MAX }]}
      >
        <Input lang={language} data-testid={`school-name-${language}`} />
      </Form.Item>
      <Form.Item
        name={textField("tagline", language)}
        label={t("schoolSettings.profile.tagline", inLanguage)}
        rules={[{ max: SCHOOL_TAGLINE_MAX }]}
      >
        <Input lang={language} data-testid={`school-tagline-${language}`} />
      </Form.Item>
      <Form.Item
        name={textField("description", language)}
        label={t("schoolSettings.profile.description", inLanguage)}
        rules={[{ max: SCHOOL_DESCRIPTION_MAX }]}
      >
        <Input.TextArea
          lang={language}
          autoSize={{ minRows: 3, maxRows: 8 }}
          data-testid={`school-description-${language}`}
        />
      </Form.Item>
    </>
  );
}
