import { DownOutlined, GlobalOutlined } from "@ant-design/icons";
import { UI_LANGUAGES, type UiLanguage } from "@school/contracts";
import { Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { applyUiLanguage, languageIndexOf } from "../ui-language";

/** Each language is named in itself, so the list reads the same whatever language is active. */
const NATIVE_NAMES: Record<UiLanguage, string> = { ru: "Русский", kk: "Қазақша", en: "English" };
const SHORT_NAMES: Record<UiLanguage, string> = { ru: "RU", kk: "KZ", en: "EN" };

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = UI_LANGUAGES[languageIndexOf(i18n.language)] ?? UI_LANGUAGES[0];

  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: UI_LANGUAGES.map((language) => ({
          key: language,
          label: <span data-testid={`language-option-${language}`}>{NATIVE_NAMES[language]}</span>,
        })),
        onClick: ({ key }) => applyUiLanguage(languageIndexOf(key)),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t("header.language")} data-testid="language-switcher">
        {compact ? SHORT_NAMES[current] : NATIVE_NAMES[current]}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
