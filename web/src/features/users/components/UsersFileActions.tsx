import { USER_EXPORT_MAX_ROWS } from "@school/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AntdScope } from "../../../antd-scope/AntdScope";
import { isApiError } from "../../../api/api-error";
import { Button } from "../../../ui/lite/Button";
import { DownloadIcon } from "../../../ui/lite/icons/DownloadIcon";
import { UploadIcon } from "../../../ui/lite/icons/UploadIcon";
import { MenuButton } from "../../../ui/lite/MenuButton";
import { Spinner } from "../../../ui/lite/Spinner";
import { type ExportFormat, exportFileName, saveFile } from "../../../ui/table-export/table-export";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { downloadUsers, type UsersListFilters } from "../api/users.api";
import "../../student-record/texts";
import { preloadable } from "../../../ui/preloadable";

// The import dialog (its upload control and preview table) comes when first opened (decision 0174), with Ant
// Design's scope: the list's buttons are drawn without it.
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
        icon={<UploadIcon />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="users-import"
      >
        {t("record.import.open")}
      </Button>
      {opened && (
        <AntdScope>
          <ImportStudentsDialog
            open={open}
            onClose={(imported) => {
              setOpen(false);
              if (imported) onImported?.();
            }}
          />
        </AntdScope>
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
    <MenuButton
      look="default"
      icon={busy ? <Spinner size="small" /> : <DownloadIcon />}
      items={[
        { key: "xlsx", label: t("tableExport.xlsx") },
        { key: "csv", label: t("tableExport.csv") },
      ]}
      // A second file is not asked for while the first is being made.
      onSelect={(key) => {
        if (!busy) void download(key as ExportFormat);
      }}
      data-testid="users-export"
    >
      {t("tableExport.export")}
    </MenuButton>
  );
}
