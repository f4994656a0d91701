import { FileTextOutlined, PlusOutlined } from "@ant-design/icons";
import type { CourseDocument } from "@school/contracts";
import { Alert, Button, Input, List, Space, Typography } from "antd";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { toast } from "../../../ui/toast";
import { stopFormSubmit } from "../stop-form-submit";
import { useCourseDocumentMutations } from "./use-requirements";

const MAX_NAME_LENGTH = 200;

/** A duplicate name (409) shows the API's own words; any other failure the usual text. */
function refusalText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status === 409 && error.detail) return error.detail;
  return errorText(error, t);
}

/**
 * The documents a saved program requires of its applicants: listed, and one more named at a time. A program that
 * is not saved yet has no id to attach them to, so only a hint shows.
 */
export function DocumentsSection({
  courseId,
  documents,
}: {
  courseId: number | null;
  documents: readonly CourseDocument[];
}) {
  const { t } = useTranslation();
  if (courseId === null) {
    return (
      <div data-testid="course-documents">
        <Alert
          type="info"
          showIcon
          title={t("courseForm.documents.afterSave")}
          data-testid="course-documents-after-save"
        />
      </div>
    );
  }
  return <SavedDocuments courseId={courseId} documents={documents} />;
}

function SavedDocuments({ courseId, documents }: { courseId: number; documents: readonly CourseDocument[] }) {
  const { t } = useTranslation();
  const { add } = useCourseDocumentMutations(courseId);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const docName = name.trim();
    if (docName === "") return;
    setProblem(null);
    add.mutate(docName, {
      onSuccess: () => {
        setName("");
        toast.success(t("courseForm.documents.added"));
      },
      onError: (error) => setProblem(refusalText(error, t)),
    });
  };

  return (
    <div data-testid="course-documents">
      <Space.Compact style={{ width: "100%", marginBottom: 8 }}>
        <Input
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          onKeyDown={stopFormSubmit}
          onPressEnter={submit}
          maxLength={MAX_NAME_LENGTH}
          placeholder={t("courseForm.documents.name")}
          aria-label={t("courseForm.documents.name")}
          status={problem ? "error" : undefined}
          data-testid="course-document-name"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={submit}
          disabled={name.trim() === ""}
          loading={add.isPending}
          // Icon only, as in the members section: the side column is narrow.
          aria-label={t("courseForm.documents.add")}
          title={t("courseForm.documents.add")}
          data-testid="course-document-add"
        />
      </Space.Compact>
      {problem && (
        <Typography.Paragraph type="danger" style={{ marginTop: 0, marginBottom: 8 }} role="alert">
          {problem}
        </Typography.Paragraph>
      )}
      <List
        size="small"
        dataSource={[...documents]}
        locale={{ emptyText: t("courseForm.documents.none") }}
        renderItem={(document) => (
          <List.Item data-testid={`course-document-${document.id}`}>
            <span>
              <FileTextOutlined /> {document.doc_name}
            </span>
          </List.Item>
        )}
      />
    </div>
  );
}
