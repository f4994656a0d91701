import { FileTextOutlined, PlusOutlined } from "@ant-design/icons";
import { type CourseDocument, inLanguage, type Translations, type UiLanguage } from "@school/contracts";
import { Alert, Button, Input, List, Space, Typography } from "antd";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { NATIVE_NAMES } from "../../../ui/language-names";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
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

const NO_NAMES: Translations = { ru: "", kk: "", en: "" };

function SavedDocuments({ courseId, documents }: { courseId: number; documents: readonly CourseDocument[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { add } = useCourseDocumentMutations(courseId);
  const [names, setNames] = useState<Translations>(NO_NAMES);
  const [problem, setProblem] = useState<string | null>(null);
  const label = (other: UiLanguage) => `${t("courseForm.documents.name")} (${NATIVE_NAMES[other]})`;

  const submit = () => {
    const trimmed = { ru: names.ru.trim(), kk: names.kk.trim(), en: names.en.trim() };
    if (trimmed.ru === "") return;
    setProblem(null);
    add.mutate(trimmed, {
      onSuccess: () => {
        setNames(NO_NAMES);
        toast.success(t("courseForm.documents.added"));
      },
      onError: (error) => setProblem(refusalText(error, t)),
    });
  };

  return (
    <div data-testid="course-documents">
      {/* The Kazakh and English names are optional: their readers see the Russian one meanwhile (decision 0134). */}
      {(["kk", "en"] as const).map((other) => (
        <Input
          key={other}
          lang={other}
          value={names[other]}
          onChange={(event) => setNames({ ...names, [other]: event.target.value })}
          onKeyDown={stopFormSubmit}
          onPressEnter={submit}
          maxLength={MAX_NAME_LENGTH}
          placeholder={label(other)}
          aria-label={label(other)}
          style={{ marginBottom: 8 }}
          data-testid={`course-document-name-${other}`}
        />
      ))}
      <Space.Compact style={{ width: "100%", marginBottom: 8 }}>
        <Input
          lang="ru"
          value={names.ru}
          onChange={(event) => {
            setNames({ ...names, ru: event.target.value });
            setProblem(null);
          }}
          onKeyDown={stopFormSubmit}
          onPressEnter={submit}
          maxLength={MAX_NAME_LENGTH}
          placeholder={label("ru")}
          aria-label={label("ru")}
          status={problem ? "error" : undefined}
          data-testid="course-document-name"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={submit}
          disabled={names.ru.trim() === ""}
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
              <FileTextOutlined />{" "}
              {inLanguage(language, { ru: document.doc_name, kk: document.doc_name_kk, en: document.doc_name_en })}
            </span>
          </List.Item>
        )}
      />
    </div>
  );
}
