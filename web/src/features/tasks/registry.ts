import type { TaskType } from "@school/contracts";
import type { TaskEditorUi, TaskPlayerUi } from "./task-ui";
import { compareWordsEditor, compareWordsPlayer } from "./types/compare-words";
import { dateEditor, datePlayer } from "./types/date";
import { essayEditor, essayPlayer } from "./types/essay";
import { fileTaskEditor, fileTaskPlayer } from "./types/file-task";
import { findErrorsEditor, findErrorsPlayer } from "./types/find-errors";
import { insertWordsEditor, insertWordsPlayer } from "./types/insert-words";
import { mediaEditor, mediaPlayer } from "./types/media";
import { selectOneEditor, selectOnePlayer } from "./types/select-one";
import { tableOptionsEditor, tableOptionsPlayer } from "./types/table-options";
import { tableWordEditor, tableWordPlayer } from "./types/table-word";
import { testEditor, testPlayer } from "./types/test";
import { testImageEditor, testImagePlayer } from "./types/test-image";
import { textEditor, textPlayer } from "./types/text";
import { wordsOptionsEditor, wordsOptionsPlayer } from "./types/words-options";
import { youtubeEditor, youtubePlayer } from "./types/youtube";

/**
 * The web side of the task-type registry (contracts' TASK_DEFINITIONS): each type's player and constructor form,
 * one file per type in types/. The mapped types make a type missing here a compile error. Two maps, so a screen that
 * only plays tasks (the lesson view) bundles no editor.
 */
export const TASK_PLAYERS: { [Type in TaskType]: TaskPlayerUi<Type> } = {
  test: testPlayer,
  test_image: testImagePlayer,
  media: mediaPlayer,
  youtube: youtubePlayer,
  insert_words: insertWordsPlayer,
  words_options: wordsOptionsPlayer,
  table_word: tableWordPlayer,
  table_options: tableOptionsPlayer,
  find_errors: findErrorsPlayer,
  text: textPlayer,
  compare_words: compareWordsPlayer,
  essay: essayPlayer,
  file_check: fileTaskPlayer(),
  file_attach: fileTaskPlayer(),
  select_one: selectOnePlayer,
  date: datePlayer,
};

export const TASK_EDITORS: { [Type in TaskType]: TaskEditorUi<Type> } = {
  test: testEditor,
  test_image: testImageEditor,
  media: mediaEditor,
  youtube: youtubeEditor,
  insert_words: insertWordsEditor,
  words_options: wordsOptionsEditor,
  table_word: tableWordEditor,
  table_options: tableOptionsEditor,
  find_errors: findErrorsEditor,
  text: textEditor,
  compare_words: compareWordsEditor,
  essay: essayEditor,
  file_check: fileTaskEditor(),
  file_attach: fileTaskEditor(),
  select_one: selectOneEditor,
  date: dateEditor,
};
