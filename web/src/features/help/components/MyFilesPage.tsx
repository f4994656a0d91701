import { FileOutlined } from "@ant-design/icons";
import { Button, Empty, Skeleton, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../ui/format";
import { LoadFailed } from "../../../ui/LoadFailed";
import { PageHeading } from "../../../ui/PageHeading";
import { runtimeKey } from "../../../ui/runtime-key";
import { MyDocumentsSection } from "../../issued-documents";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { useMyFilesQuery } from "../hooks/use-help-settings";
import "../texts";
import "../help.css";

/**
 * `/my-files`: every file the caller handed in, in one list (`my-files/`, api-catalogue "FAQ and files"): their
 * documents, exam certificates and program work, newest first, each opening in a new tab; above them, for a student,
 * the documents the school issued them, a contract to accept there (decision 0162).
 */
export function MyFilesPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const files = useMyFilesQuery();
  const acceptsDocuments = useCan("issuedDocument.accept");
  return (
    <>
      <PageHeading title={t("help.myFiles.title")} />
      {acceptsDocuments && <MyDocumentsSection />}
      <div className="surface" data-testid="my-files">
        <Typography.Paragraph type="secondary">{t("help.myFiles.lead")}</Typography.Paragraph>
        {files.isPending ? (
          <Skeleton active />
        ) : files.isError ? (
          <LoadFailed error={files.error} onRetry={() => void files.refetch()} />
        ) : files.data.length === 0 ? (
          <Empty description={t("help.myFiles.empty")} data-testid="my-files-empty" />
        ) : (
          <ul className="my-files__list">
            {files.data.map((file) => (
              <li key={`${file.source}-${file.id}`} data-testid={`my-file-${file.source}-${file.id}`}>
                <FileOutlined aria-hidden />
                <span className="my-files__name">{file.name}</span>
                <Tag>{t(runtimeKey(`help.myFiles.source.${file.source}`))}</Tag>
                <span className="my-files__date">{formatDate(file.created_at, language)}</span>
                <Button size="small" href={file.file} target="_blank" rel="noopener">
                  {t("help.myFiles.open")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
