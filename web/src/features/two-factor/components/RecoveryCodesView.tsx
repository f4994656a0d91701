import { CopyOutlined, DownloadOutlined } from "@ant-design/icons";
import { Alert, Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import "../two-factor.css";

/** The recovery codes, shown this once (only their hashes are kept): to copy or download before going on. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = codes.join("\n");
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toast.success(t("twoFactor.codes.copied"));
  };
  const download = () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain" }));
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div data-testid="recovery-codes">
      <Alert type="warning" showIcon title={t("twoFactor.codes.title")} description={t("twoFactor.codes.warning")} />
      <ul className="two-factor__codes" aria-label={t("twoFactor.codes.title")}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={copy}>
          {t("twoFactor.codes.copy")}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t("twoFactor.codes.download")}
        </Button>
        <Button type="primary" onClick={onDone} data-testid="recovery-codes-done">
          {t("twoFactor.codes.done")}
        </Button>
      </Space>
    </div>
  );
}
