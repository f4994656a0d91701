import { ArrowLeftOutlined, QuestionCircleOutlined, RightOutlined } from "@ant-design/icons";
import { Alert, Button, Empty, Modal, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NATIVE_NAMES } from "../../language";
import { useFaqAnswerQuery, useFaqChaptersQuery, useFaqQuestionsQuery } from "../hooks/use-faq";
import "../texts";
import "../help.css";

/** The mark of a text shown in another language than the reader's (decision 0060). */
function Fallback({ language }: { language: "ru" | "kk" | "en" }) {
  const { t } = useTranslation();
  return (
    <Tag className="faq__fallback" data-testid="faq-fallback">
      {t("help.faq.fallback", { language: NATIVE_NAMES[language] })}
    </Tag>
  );
}

function Chapters({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const chapters = useFaqChaptersQuery();
  if (chapters.isPending) return <Skeleton active />;
  if (chapters.isError) return <Alert type="error" showIcon title={t("help.faq.loadFailed")} />;
  if (chapters.data.length === 0) return <Empty description={t("help.faq.empty")} data-testid="faq-empty" />;
  return (
    <ul className="faq__list" data-testid="faq-chapters">
      {chapters.data.map((chapter) => (
        <li key={chapter.id}>
          <button
            type="button"
            className="faq__row"
            onClick={() => onOpen(chapter.id)}
            data-testid={`faq-chapter-${chapter.id}`}
          >
            <span className="faq__row-title" lang={chapter.language}>
              {chapter.title}
            </span>
            <span className="faq__row-meta">{t("help.faq.questionCount", { count: chapter.questions })}</span>
            <RightOutlined aria-hidden />
          </button>
          {chapter.fallback && <Fallback language={chapter.language} />}
        </li>
      ))}
    </ul>
  );
}

function Questions({ chapterId, onOpen }: { chapterId: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const questions = useFaqQuestionsQuery(chapterId);
  if (questions.isPending) return <Skeleton active />;
  if (questions.isError) return <Alert type="error" showIcon title={t("help.faq.loadFailed")} />;
  if (questions.data.length === 0) return <Empty description={t("help.faq.emptyChapter")} />;
  return (
    <ul className="faq__list" data-testid="faq-questions">
      {questions.data.map((question) => (
        <li key={question.id}>
          <button
            type="button"
            className="faq__row"
            onClick={() => onOpen(question.id)}
            data-testid={`faq-question-${question.id}`}
          >
            <QuestionCircleOutlined aria-hidden />
            <span className="faq__row-title" lang={question.language}>
              {question.title}
            </span>
            <RightOutlined aria-hidden />
          </button>
          {question.fallback && <Fallback language={question.language} />}
        </li>
      ))}
    </ul>
  );
}

function Answer({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const answer = useFaqAnswerQuery(questionId);
  if (answer.isPending) return <Skeleton active />;
  if (answer.isError) return <Alert type="error" showIcon title={t("help.faq.loadFailed")} />;
  return (
    <article className="faq__answer" lang={answer.data.language} data-testid="faq-answer">
      <h3 className="faq__question">{answer.data.title}</h3>
      {answer.data.fallback && <Fallback language={answer.data.language} />}
      {/* Sanitised on the server by the allow-list (decision 0060): headings, lists, emphasis and safe links only. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-list made this HTML inert */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: answer.data.text }} />
    </article>
  );
}

/** FAQ chapters → a chapter's questions → an answer (product.md section 2), in the reader's language. */
export function FaqModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [chapterId, setChapterId] = useState<number | null>(null);
  const [questionId, setQuestionId] = useState<number | null>(null);
  const back = () => (questionId !== null ? setQuestionId(null) : setChapterId(null));
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t("help.faq.title")} width={640}>
      <div data-testid="faq-modal">
        {chapterId !== null && (
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} className="faq__back" data-testid="faq-back">
            {t("help.faq.back")}
          </Button>
        )}
        {chapterId === null ? (
          <Chapters onOpen={setChapterId} />
        ) : questionId === null ? (
          <Questions chapterId={chapterId} onOpen={setQuestionId} />
        ) : (
          <Answer questionId={questionId} />
        )}
      </div>
    </Modal>
  );
}
