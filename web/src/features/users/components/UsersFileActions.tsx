import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { USER_EXPORT_MAX_ROWS } from "@school/contracts";
import { Button, Dropdown } from "antd";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { type ExportFormat, exportFileName, saveFile } from "../../../ui/table-export/table-export";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { downloadUsers, type UsersListFilters } from "../api/users.api";
import "../../student-record/texts";
import { preloadable } from "../../../ui/preloadable";

// The import dialog (its upload control and preview table) comes when first opened (decision 0174).
const ImportStudentsDialog = preloadable(() =>
  import("./ImportStudentsDialog").then((module) => module.ImportStudentsDialog),
);

/** Opens the import dialog (on the list and on the add form); `onImported` follows a finished import. */
export function ImportStudentsButton({ onImported }: { onImported?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="users-import"
      >
        {t("record.import.open")}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ImportStudentsDialog
            open={open}
            onClose={(imported) => {
              setOpen(false);
              if (imported) onImported?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The list as a file: the server writes every user the current filters select (not only the page on screen), in
 * the interface language; the same XLSX / CSV menu as every exportable table.
 */
export function ExportUsersButton({ filters }: { filters: Omit<UsersListFilters, "page"> }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [busy, setBusy] = useState(false);
  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const blob = await downloadUsers({ ...filters, format, translate_lang: language });
      const day = new Date().toISOString().slice(0, 10);
      saveFile(blob, exportFileName(`${t("routes.usersList")} ${day}`, format));
    } catch (error) {
      // More users than one file holds: the server says so before sending anything.
      const tooMany = isApiError(error) && error.status === 422;
      toast.error(tooMany ? t("record.export.tooMany", { max: USER_EXPORT_MAX_ROWS }) : t("tableExport.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: [
          { key: "xlsx", label: t("tableExport.xlsx") },
          { key: "csv", label: t("tableExport.csv") },
        ],
        onClick: ({ key }) => void download(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="users-export">
        {t("tableExport.export")}
      </Button>
    </Dropdown>
  );
}
