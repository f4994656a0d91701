import { SearchOutlined } from "@ant-design/icons";
// The plain input alone: the package's Input also carries TextArea, Password, Search and OTP.
import Input from "antd/es/input/Input";
import { useTranslation } from "react-i18next";
import { useDebouncedSearch } from "../hooks/use-debounced-search";

/** The catalogue's search box: the request follows the typing once it pauses. */
export function CatalogSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useDebouncedSearch(value, onSearch);
  return (
    <Input
      allowClear
      size="large"
      prefix={<SearchOutlined />}
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t("catalogue.searchPlaceholder")}
      aria-label={t("catalogue.searchPlaceholder")}
      maxLength={200}
      data-testid="catalog-search"
    />
  );
}
