import { DownOutlined, GlobalOutlined } from "@ant-design/icons";
import { UI_LANGUAGES } from "@school/contracts";
import { Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { NATIVE_NAMES, SHORT_NAMES } from "../language-names";
import { applyUiLanguage, languageIndexOf } from "../ui-language";

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
          label: (
            <span lang={language} data-testid={`language-option-${language}`}>
              {NATIVE_NAMES[language]}
            </span>
          ),
        })),
        onClick: ({ key }) => void applyUiLanguage(languageIndexOf(key)),
      }}
    >
      {/* Named by its text, "Language: Русский", so the name holds the visible label (WCAG 2.5.3). */}
      <Button type="text" icon={<GlobalOutlined aria-hidden />} data-testid="language-switcher">
        <span className="visually-hidden">{t("header.language")}:</span>
        <span lang={current}>{compact ? SHORT_NAMES[current] : NATIVE_NAMES[current]}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
