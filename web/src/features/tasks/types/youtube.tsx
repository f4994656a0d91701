import { youtubeVideoId } from "@school/contracts";
import { Input } from "antd";
import { useTranslation } from "react-i18next";
import { EmbedOnPlay } from "../../../ui/EmbedOnPlay";
import { emptyChoice } from "../parts/choice";
import { Field } from "../parts/Field";
import { QuestionEditor, QuestionPlayer } from "../parts/question";
import type { EditorProps, TaskDraft, TaskEditorUi, TaskPlayerUi } from "../task-ui";

function YoutubeEditor({ draft, onChange, readOnly }: EditorProps<"youtube">) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t("tasks.editor.youtubeUrl")} path="content.youtube_url">
        <Input
          value={draft.content.youtube_url}
          readOnly={readOnly}
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          onChange={(event) => onChange({ ...draft, content: { ...draft.content, youtube_url: event.target.value } })}
          data-testid="task-youtube-url"
        />
      </Field>
      <QuestionEditor
        content={draft.content}
        taskKey={draft.key}
        readOnly={readOnly}
        onChange={(content, key) => onChange({ content, key } as TaskDraft<"youtube">)}
      />
    </>
  );
}

/**
 * The video, embedded by its id only (youtube-nocookie), so no other page is ever framed; loaded only when the
 * student presses play, so opening the lesson asks nothing of YouTube.
 */
function YoutubeFrame({ link }: { link: string }) {
  const { t } = useTranslation();
  const id = youtubeVideoId(link);
  if (id === null) return null;
  return (
    <div className="task-youtube">
      <EmbedOnPlay
        src={`https://www.youtube-nocookie.com/embed/${id}`}
        title={t("tasks.player.video")}
        host="YouTube"
        testId="task-youtube"
      />
    </div>
  );
}

/** A YouTube video followed by a question. */
export const youtubeEditor: TaskEditorUi<"youtube"> = {
  empty: () => ({ content: { answer_type: "choice", youtube_url: "", ...emptyChoice() }, key: { correct: [] } }),
  Editor: YoutubeEditor,
};

export const youtubePlayer: TaskPlayerUi<"youtube"> = {
  Player: ({ content, answer, onChange, readOnly }) => (
    <>
      <YoutubeFrame link={content.youtube_url} />
      <QuestionPlayer content={content} answer={answer} readOnly={readOnly} onChange={onChange} />
    </>
  ),
};
