import { UI_LANGUAGES, type UiLanguage } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { NATIVE_NAMES, SHORT_NAMES } from "../../../ui/language-names";
import { DownIcon } from "../../../ui/lite/icons/DownIcon";
import { GlobalIcon } from "../../../ui/lite/icons/GlobalIcon";
import { MenuButton } from "../../../ui/lite/MenuButton";
import { applyUiLanguage, languageIndexOf } from "../ui-language";

/**
 * The interface language: a menu of the three, each named in itself, the current one checked. `onChosen` hears
 * each choice (kept on the account, or waiting for the one a guest signs in to).
 */
export function LanguageSwitcher({
  compact = false,
  onChosen,
}: {
  compact?: boolean;
  onChosen?: (language: UiLanguage) => void;
}) {
  const { t, i18n } = useTranslation();
  const current = UI_LANGUAGES[languageIndexOf(i18n.language)] ?? UI_LANGUAGES[0];

  return (
    <MenuButton
      align="end"
      selectedKey={current}
      onSelect={(key) => {
        void applyUiLanguage(languageIndexOf(key));
        onChosen?.(UI_LANGUAGES[languageIndexOf(key)] ?? UI_LANGUAGES[0]);
      }}
      items={UI_LANGUAGES.map((language) => ({
        key: language,
        label: (
          <span lang={language} data-testid={`language-option-${language}`}>
            {NATIVE_NAMES[language]}
          </span>
        ),
      }))}
      icon={<GlobalIcon />}
      data-testid="language-switcher"
    >
      {/* Named by its text, "Language: Русский", so the name holds the visible label (WCAG 2.5.3). */}
      <span className="visually-hidden">{t("header.language")}:</span>
      <span lang={current}>{compact ? SHORT_NAMES[current] : NATIVE_NAMES[current]}</span>
      <DownIcon style={{ fontSize: 10 }} />
    </MenuButton>
  );
}
