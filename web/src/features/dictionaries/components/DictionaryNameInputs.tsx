import { TRANSLATE_LANGS, type Translations } from "@school/contracts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { NATIVE_NAMES } from "../../language";

/** The names of an entry's form, by language; any may stay empty (decision 0020). */
export type EntryNameValues = { names: Partial<Translations> };

/**
 * An entry's name in Russian, Kazakh and English, each input labelled by its language's own name. `inline` for the
 * add row (placeholders instead of labels).
 */
export function DictionaryNameInputs({ testId, inline = false }: { testId: string; inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {TRANSLATE_LANGS.map((language) => (
        <Form.Item
          key={language}
          name={["names", language]}
          label={inline ? undefined : NATIVE_NAMES[language]}
          rules={[{ max: 200 }]}
          className={inline ? "dictionary-add__name" : undefined}
        >
          <Input
            lang={language}
            placeholder={inline ? NATIVE_NAMES[language] : undefined}
            aria-label={t("dictionaries.nameIn", { language: NATIVE_NAMES[language] })}
            data-testid={`${testId}-${language}`}
          />
        </Form.Item>
      ))}
    </>
  );
}
