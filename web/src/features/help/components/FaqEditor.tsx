import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import type { FaqChapterRecord, FaqQuestionRecord, UiLanguage } from "@school/contracts";
import { Button, Empty, Form, Input, Modal, Select, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { FormError } from "../../../ui/FormError";
import { LoadFailed } from "../../../ui/LoadFailed";
import { RichTextEditor } from "../../../ui/RichTextEditor";
import { Tabs } from "../../../ui/Tabs";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import {
  useDeleteChapter,
  useDeleteQuestion,
  useFaqEditorQuery,
  useOrderChapters,
  useOrderQuestions,
  useSaveChapter,
  useSaveQuestion,
} from "../hooks/use-faq";
import "../texts";
import "../help.css";

const LANGUAGES = ["ru", "kk", "en"] as const satisfies readonly UiLanguage[];
type Written = { title_ru: string; title_kk: string; title_en: string };

/** The title a staff member sees in the list: their language's, else the first written. */
const titleOf = (row: Written, language: UiLanguage) =>
  row[`title_${language}`] || row.title_ru || row.title_kk || row.title_en;

/** `ids` with the item at `index` moved one place up (-1) or down (+1). */
function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(index + step, 0, item!);
  return next;
}

type ChapterValues = Written;
type QuestionValues = Written & { chapter_id: number; text_ru: string; text_kk: string; text_en: string };
type Editing =
  | { kind: "chapter"; chapter?: FaqChapterRecord }
  | { kind: "question"; chapterId: number; question?: FaqQuestionRecord };

function ChapterDialog({ chapter, onClose }: { chapter?: FaqChapterRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChapterValues>();
  const save = useSaveChapter();
  const submit = (values: ChapterValues) =>
    save.mutate(
      {
        id: chapter?.id,
        body: {
          title_ru: values.title_ru ?? "",
          title_kk: values.title_kk ?? "",
          title_en: values.title_en ?? "",
          text_ru: chapter?.text_ru ?? "",
          text_kk: chapter?.text_kk ?? "",
          text_en: chapter?.text_en ?? "",
        },
      },
      {
        onSuccess: () => {
          toast.success(t("help.editor.saved"));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      onCancel={onClose}
      title={t(chapter ? "help.editor.editChapter" : "help.editor.addChapter")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ "data-testid": "faq-chapter-save" } as Record<`data-${string}`, string>}
    >
      <Form<ChapterValues> form={form} layout="vertical" onFinish={submit} initialValues={chapter}>
        <FormError error={save.error} />
        {LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            name={`title_${language}`}
            label={`${t("help.editor.chapterTitle")} (${t(`help.editor.languages.${language}`)})`}
            rules={[{ max: 300 }]}
          >
            <Input data-testid={`faq-chapter-title-${language}`} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

function QuestionDialog({
  chapters,
  chapterId,
  question,
  onClose,
}: {
  chapters: FaqChapterRecord[];
  chapterId: number;
  question?: FaqQuestionRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [form] = Form.useForm<QuestionValues>();
  const save = useSaveQuestion();
  const submit = (values: QuestionValues) =>
    save.mutate(
      {
        id: question?.id,
        body: {
          chapter_id: values.chapter_id,
          title_ru: values.title_ru ?? "",
          title_kk: values.title_kk ?? "",
          title_en: values.title_en ?? "",
          text_ru: values.text_ru ?? "",
          text_kk: values.text_kk ?? "",
          text_en: values.text_en ?? "",
        },
      },
      {
        onSuccess: () => {
          toast.success(t("help.editor.saved"));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      width={720}
      onCancel={onClose}
      title={t(question ? "help.editor.editQuestion" : "help.editor.addQuestion")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ "data-testid": "faq-question-save" } as Record<`data-${string}`, string>}
    >
      <Form<QuestionValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={question ?? { chapter_id: chapterId }}
      >
        <FormError error={save.error} />
        <Form.Item name="chapter_id" label={t("help.editor.chapter")}>
          <Select options={chapters.map((chapter) => ({ value: chapter.id, label: titleOf(chapter, language) }))} />
        </Form.Item>
        <Tabs
          items={LANGUAGES.map((each) => ({
            key: each,
            forceRender: true,
            label: t(`help.editor.languages.${each}`),
            children: (
              <>
                <Form.Item name={`title_${each}`} label={t("help.editor.question")} rules={[{ max: 300 }]}>
                  <Input data-testid={`faq-question-title-${each}`} />
                </Form.Item>
                <Form.Item
                  name={`text_${each}`}
                  label={t("help.editor.answer")}
                  extra={t("richText.hint")}
                  rules={[{ max: 20_000 }]}
                >
                  <RichTextEditor
                    label={`${t("help.editor.answer")} (${t(`help.editor.languages.${each}`)})`}
                    testId={`faq-question-text-${each}`}
                  />
                </Form.Item>
              </>
            ),
          }))}
        />
      </Form>
    </Modal>
  );
}

/** The settings' FAQ tab (decision 0060): chapters and their questions in order, edited in three languages. */
export function FaqEditor() {
  const { t } = useTranslation();
  const editor = useFaqEditorQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  if (editor.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (editor.isError) return <LoadFailed error={editor.error} onRetry={() => void editor.refetch()} />;
  const chapters = editor.data.chapters;
  const chapterIds = chapters.map((chapter) => chapter.id);
  return (
    <div data-testid="faq-editor">
      <Typography.Title level={4}>{t("help.editor.faqTitle")}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("help.editor.faqLead")}</Typography.Paragraph>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setEditing({ kind: "chapter" })}
        data-testid="faq-add-chapter"
        style={{ marginBottom: 12 }}
      >
        {t("help.editor.addChapter")}
      </Button>
      {chapters.length === 0 ? (
        <Empty description={t("help.editor.noChapters")} />
      ) : (
        <ol className="faq__list">
          {chapters.map((chapter, index) => (
            <FaqChapterItem
              key={chapter.id}
              chapter={chapter}
              index={index}
              chapterIds={chapterIds}
              onEdit={setEditing}
            />
          ))}
        </ol>
      )}
      {editing?.kind === "chapter" && <ChapterDialog chapter={editing.chapter} onClose={() => setEditing(null)} />}
      {editing?.kind === "question" && (
        <QuestionDialog
          chapters={chapters}
          chapterId={editing.chapterId}
          question={editing.question}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

/** A chapter in the editor's list: its title and buttons, then its questions, each with its own. */
function FaqChapterItem(props: {
  chapter: FaqChapterRecord;
  index: number;
  chapterIds: number[];
  onEdit(editing: Editing): void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const orderChapters = useOrderChapters();
  const orderQuestions = useOrderQuestions();
  const deleteChapter = useDeleteChapter();
  const deleteQuestion = useDeleteQuestion();
  const { chapter, index, chapterIds, onEdit } = props;
  const questionIds = chapter.questions.map((question) => question.id);
  const title = titleOf(chapter, language);
  return (
    <li data-testid={`faq-editor-chapter-${chapter.id}`}>
      <div className="help-editor__row">
        <strong>{title}</strong>
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={`${t("help.editor.up")}: ${title}`}
          disabled={index === 0}
          onClick={() => orderChapters.mutate(moved(chapterIds, index, -1))}
        />
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={`${t("help.editor.down")}: ${title}`}
          disabled={index === chapterIds.length - 1}
          onClick={() => orderChapters.mutate(moved(chapterIds, index, 1))}
        />
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`${t("help.editor.edit")}: ${title}`}
          onClick={() => onEdit({ kind: "chapter", chapter })}
        />
        <ConfirmDeleteButton
          question={t("help.editor.deleteChapter")}
          onConfirm={() => deleteChapter.mutate(chapter.id)}
          testId={`faq-delete-chapter-${chapter.id}`}
        />
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => onEdit({ kind: "question", chapterId: chapter.id })}
          data-testid={`faq-add-question-${chapter.id}`}
        >
          {t("help.editor.addQuestion")}
        </Button>
      </div>
      <ol className="help-editor__questions">
        {chapter.questions.map((question, position) => {
          const asked = titleOf(question, language);
          return (
            <li key={question.id} className="help-editor__row" data-testid={`faq-editor-question-${question.id}`}>
              <span>{asked}</span>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={`${t("help.editor.up")}: ${asked}`}
                disabled={position === 0}
                onClick={() => orderQuestions.mutate({ chapterId: chapter.id, ids: moved(questionIds, position, -1) })}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={`${t("help.editor.down")}: ${asked}`}
                disabled={position === chapter.questions.length - 1}
                onClick={() => orderQuestions.mutate({ chapterId: chapter.id, ids: moved(questionIds, position, 1) })}
              />
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={`${t("help.editor.edit")}: ${asked}`}
                onClick={() => onEdit({ kind: "question", chapterId: chapter.id, question })}
                data-testid={`faq-edit-question-${question.id}`}
              />
              <ConfirmDeleteButton
                question={t("help.editor.deleteQuestion")}
                onConfirm={() => deleteQuestion.mutate(question.id)}
                testId={`faq-delete-question-${question.id}`}
              />
            </li>
          );
        })}
      </ol>
    </li>
  );
}
