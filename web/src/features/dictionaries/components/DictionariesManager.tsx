import { DICTIONARY_KINDS, type DictionaryKind } from "@school/contracts";
import { Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import { Tabs } from "../../../ui/Tabs";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSearchParams } from "../../../ui/use-search-params";
import { DictionaryTable } from "./DictionaryTable";

/** The seven catalogue dictionaries, one tab each; the open one is kept in the URL (?dictionary=). */
export function DictionariesManager() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const requested = search.get("dictionary") as DictionaryKind | null;
  const active = requested && DICTIONARY_KINDS.includes(requested) ? requested : "tag";
  const choose = (kind: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("dictionary", kind);
        return next;
      },
      { replace: true },
    );
  const label = (kind: DictionaryKind) => t(runtimeKey(`dictionaries.kinds.${kind}`));

  return (
    <div data-testid="dictionaries-manager">
      <Typography.Paragraph type="secondary">{t("dictionaries.intro")}</Typography.Paragraph>
      {isMobile ? (
        <>
          <Select
            value={active}
            onChange={choose}
            aria-label={t("programs.tabs.dictionaries")}
            options={DICTIONARY_KINDS.map((kind) => ({ value: kind, label: label(kind) }))}
            style={{ width: "100%", marginBottom: 16 }}
            data-testid="dictionary-kind-select"
          />
          <DictionaryTable key={active} kind={active} />
        </>
      ) : (
        <Tabs
          activeKey={active}
          onChange={choose}
          destroyOnHidden
          items={DICTIONARY_KINDS.map((kind) => ({
            key: kind,
            label: <span data-testid={`dictionary-tab-${kind}`}>{label(kind)}</span>,
            children: <DictionaryTable kind={kind} />,
          }))}
        />
      )}
    </div>
  );
}
