import { boardSaveBody, boardSaveResult, boardScene } from "../boards.js";
import { idParams } from "../fields.js";
import { endpoint } from "./endpoint.js";

/** The board of a task for one student (extension, decision 0023): the contract has no board calls. */
export const getTaskBoard = endpoint({
  method: "GET",
  path: "course/board/{exerciseId}/{studentId}/",
  permission: "board.use",
  summary:
    "The interactive board of a task for one student: its version and elements (extension); the student " +
    "themself, the program's teachers and staff; the student must study the task's program",
  tags: ["course"],
  params: idParams("exerciseId", "studentId"),
  response: boardScene,
});

export const saveTaskBoard = endpoint({
  method: "PUT",
  path: "course/board/{exerciseId}/{studentId}/",
  permission: "board.use",
  summary:
    "Saves changed elements of a task's board with the version they were based on (extension): applied atomically, " +
    "merged element by element when the board moved on meanwhile (the higher element version wins), published to " +
    "every open board; a scene over 2 MB answers 413",
  tags: ["course"],
  params: idParams("exerciseId", "studentId"),
  body: boardSaveBody,
  response: boardSaveResult,
});
