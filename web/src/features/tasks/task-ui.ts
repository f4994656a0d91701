import type { TaskAnswer, TaskContent, TaskKey, TaskType } from "@school/contracts";
import type { ComponentType } from "react";

/** What a type's editor works on: the content a student sees and the answer key, as the constructor holds them. */
export type TaskDraft<Type extends TaskType = TaskType> = { content: TaskContent<Type>; key: TaskKey<Type> };

export type EditorProps<Type extends TaskType> = {
  draft: TaskDraft<Type>;
  onChange: (draft: TaskDraft<Type>) => void;
  /** The task already exists: the fields its type fixes at creation (a table's columns and rows) are locked. */
  created: boolean;
  /** Shown without the means to change it (a teacher or student without authoring rights). */
  readOnly: boolean;
};

/** A student's handed-in file as the server stored it. */
export type UploadedAnswerFile = { file_url: string; doc_name: string };

export type PlayerProps<Type extends TaskType> = {
  taskId: number;
  content: TaskContent<Type>;
  /** The answer so far (undefined before the first change). */
  answer: TaskAnswer<Type> | undefined;
  onChange: (answer: TaskAnswer<Type>) => void;
  /** Answers locked (submitted, time is up, or staff looking at the key). */
  readOnly: boolean;
  /** Where the task's own file (picture, recording, worksheet) is served, when it has one. */
  fileUrl: string | null;
  /** Sends a student's file for the task; absent where nothing may be handed in. */
  uploadFile?: (file: File) => Promise<UploadedAnswerFile>;
};

/**
 * One task type on the web, in two halves so that the lesson view's chunk carries the players only (the editors load
 * with the constructor): its constructor form and a fresh task to start from, and its player.
 */
export type TaskEditorUi<Type extends TaskType> = {
  Editor: ComponentType<EditorProps<Type>>;
  /** A new task of the type; ids random, so nothing in them gives the key away. */
  empty: () => TaskDraft<Type>;
};
export type TaskPlayerUi<Type extends TaskType> = { Player: ComponentType<PlayerProps<Type>> };
