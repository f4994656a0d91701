import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import {
  type ImportRowError,
  STUDENT_IMPORT_COLUMN_KEYS,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_IMPORT_MAX_ROWS,
  type StudentImportColumn,
  type StudentImportMode,
  type StudentImportReport,
} from "@school/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Modal, Radio, Space, Table, Upload } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { FormError } from "../../../ui/FormError";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { type ExportFormat, exportBlob, saveFile } from "../../../ui/table-export/table-export";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import { uploadStudentImport } from "../api/users.api";
import "../../student-record/texts";
import { usersKeys } from "../hooks/use-users";

const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Adding students from a CSV or XLSX file (decision 0034): choosing a file checks it on the server without writing
 * (the preview), the report names every bad row and column; only a file without errors can be confirmed, and the
 * confirmation sends the same file again, written all at once or not at all.
 */
export function ImportStudentsDialog({ open, onClose }: { open: boolean; onClose: (imported: boolean) => void }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<StudentImportReport | null>(null);
  const [mode, setMode] = useState<StudentImportMode>("all_or_nothing");
  const preview = useMutation({
    mutationFn: (chosen: File) => uploadStudentImport({ file: chosen, dryRun: true, mode, language }),
    onSuccess: setReport,
    meta: { silent: true },
  });
  const commit = useMutation({
    mutationFn: (chosen: File) => uploadStudentImport({ file: chosen, dryRun: false, mode, language }),
    onSuccess: (result) => {
      setReport(result);
      if (!result.imported) return;
      void queryClient.invalidateQueries({ queryKey: usersKeys.all(claims?.school_id ?? 0) });
      toast.success(t("record.import.done", { count: result.imported_total }));
      // The refused rows stay on screen, with their file to download, until the manager closes the dialog.
      if (result.errors_total === 0) close(true);
    },
    meta: { silent: true },
  });
  const downloadRejected = () => {
    if (!report?.rejected_csv) return;
    saveFile(
      new Blob([report.rejected_csv], { type: "text/csv;charset=utf-8" }),
      `${t("record.import.rejectedFile")}.csv`,
    );
  };

  const close = (imported: boolean) => {
    setFile(null);
    setReport(null);
    preview.reset();
    commit.reset();
    onClose(imported);
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    setReport(null);
    commit.reset();
    preview.mutate(chosen);
    return false;
  };
  const template = async (format: ExportFormat) => {
    const columns = STUDENT_IMPORT_COLUMN_KEYS.map((key) => ({
      key,
      title: STUDENT_IMPORT_COLUMNS[key].labels[language],
      value: () => null,
    }));
    const blob = await exportBlob({ columns, rows: [] }, format, t("record.import.sheet"));
    saveFile(blob, `${t("record.import.templateFile")}.${format}`);
  };
  const columnName = (field: string) =>
    field in STUDENT_IMPORT_COLUMNS ? STUDENT_IMPORT_COLUMNS[field as StudentImportColumn].labels[language] : field;
  const problem = (error: ImportRowError) =>
    error.code === "invalid" || error.code === "too_long"
      ? `${t(`record.import.errors.${error.code}`)} ${t(`record.import.rules.${ruleOf(error.field)}`)}`
      : t(`record.import.errors.${error.code}`);
  const ready =
    report !== null &&
    !report.imported &&
    report.students.length > 0 &&
    (report.errors_total === 0 || mode === "valid_only");
  const partlyDone = report?.imported === true && report.errors_total > 0;
  // The report lands below the instructions: on a phone it would open out of sight.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (report) outcome.current?.scrollIntoView({ block: "nearest" });
  }, [report]);

  return (
    <Modal
      open={open}
      title={t("record.import.title")}
      onCancel={() => close(false)}
      width={760}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => close(partlyDone)}>
          {partlyDone ? t("record.import.close") : t("record.import.cancel")}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!ready || file === null}
          loading={commit.isPending}
          onClick={() => file && commit.mutate(file)}
          data-testid="import-confirm"
        >
          {ready ? t("record.import.confirm", { count: report.students.length }) : t("record.import.confirmIdle")}
        </Button>,
      ]}
    >
      <div className="users-import" data-testid="import-dialog">
        <p className="users-hint">{t("record.import.intro", { max: STUDENT_IMPORT_MAX_ROWS })}</p>
        <p className="users-hint">{t("record.import.formats")}</p>
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void template("xlsx")} data-testid="import-template-xlsx">
            {t("record.import.templateXlsx")}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void template("csv")} data-testid="import-template-csv">
            {t("record.import.templateCsv")}
          </Button>
        </Space>
        <Upload.Dragger
          accept={ACCEPT}
          multiple={false}
          showUploadList={false}
          beforeUpload={choose}
          className="users-import__drop"
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{file ? file.name : t("record.import.choose")}</p>
          <p className="ant-upload-hint">{t("record.import.chooseHint")}</p>
        </Upload.Dragger>
        <fieldset className="users-import__mode">
          <legend>{t("record.import.modeLabel")}</legend>
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value)}
            disabled={report?.imported === true}
            data-testid="import-mode"
          >
            <Space direction="vertical">
              <Radio value="all_or_nothing" data-testid="import-mode-all">
                {t("record.import.modeAll")}
              </Radio>
              <Radio value="valid_only" data-testid="import-mode-valid">
                {t("record.import.modeValid")}
              </Radio>
            </Space>
          </Radio.Group>
        </fieldset>
        <p className="users-hint">{t("record.import.invites")}</p>
        <div ref={outcome} className="users-import__outcome">
          <ImportFailure error={preview.error ?? commit.error} />
          {preview.isPending && <Alert type="info" title={t("record.import.checking")} />}
          {report && report.errors_total > 0 && (
            <div data-testid="import-report">
              {report.imported ? (
                <Alert
                  type="warning"
                  showIcon
                  title={t("record.import.partial", { count: report.imported_total, rejected: report.errors_total })}
                  description={t("record.import.partialHint")}
                  data-testid="import-partial"
                />
              ) : (
                <Alert
                  type={mode === "valid_only" && report.students.length > 0 ? "warning" : "error"}
                  showIcon
                  title={
                    mode === "valid_only" && report.students.length > 0
                      ? t("record.import.someBad", { count: report.errors_total, good: report.students.length })
                      : t("record.import.failed", { count: report.errors_total, rows: report.rows_total })
                  }
                  description={
                    mode === "valid_only" && report.students.length > 0
                      ? t("record.import.someBadHint")
                      : t("record.import.fixAndRetry")
                  }
                />
              )}
              {report.rejected_csv ? (
                <Button icon={<DownloadOutlined />} onClick={downloadRejected} data-testid="import-rejected-file">
                  {t("record.import.rejectedDownload")}
                </Button>
              ) : null}
              <ScrollRegion label={t("record.import.errorsTable")}>
                <Table<ImportRowError>
                  size="small"
                  rowKey={(error) => `${error.row}:${error.field}`}
                  dataSource={report.errors}
                  pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
                  columns={[
                    { key: "row", title: t("record.import.row"), dataIndex: "row", width: 80 },
                    { key: "field", title: t("record.import.column"), render: (_, error) => columnName(error.field) },
                    { key: "problem", title: t("record.import.problem"), render: (_, error) => problem(error) },
                  ]}
                  onRow={(error) =>
                    ({ "data-testid": `import-error-${error.row}-${error.field}` }) as React.HTMLAttributes<HTMLElement>
                  }
                />
              </ScrollRegion>
            </div>
          )}
          {ready && (
            <Alert
              type="success"
              showIcon
              title={t("record.import.ready", { count: report.students.length })}
              description={report.students
                .slice(0, 5)
                .map((student) => `${student.last_name} ${student.first_name}`)
                .join(", ")
                .concat(report.students.length > 5 ? " …" : "")}
              data-testid="import-ready"
            />
          )}
          {report && report.errors_total === 0 && report.students.length === 0 && (
            <Alert type="warning" showIcon title={t("record.import.empty")} />
          )}
        </div>
      </div>
    </Modal>
  );
}

/**
 * Why a file was refused before any row was read, in the import's own words: the app's shared texts for 413 and 415
 * speak of the 20 MB document limit, and a file the server cannot read says where.
 */
function ImportFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isApiError(error) || ![400, 413, 415].includes(error.status)) return <FormError error={error} />;
  const text =
    error.status === 413
      ? t("record.import.tooLarge", { mb: STUDENT_IMPORT_MAX_BYTES / 1024 / 1024, max: STUDENT_IMPORT_MAX_ROWS })
      : error.status === 415
        ? t("record.import.wrongType")
        : t("record.import.unreadable", { detail: error.fields?.file ?? error.detail });
  return <Alert type="error" showIcon title={text} data-testid="form-error" />;
}

const RULES = [
  "email",
  "phone",
  "gender",
  "birth_date",
  "country",
  "telegram",
  "academic_year",
  "package_cost",
  "language",
] as const;
/** Which rule an invalid cell broke, for the message: the column's own, or a general one. */
function ruleOf(field: string): (typeof RULES)[number] | "other" {
  return (RULES as readonly string[]).includes(field) ? (field as (typeof RULES)[number]) : "other";
}
