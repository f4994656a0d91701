import { BOARD_SCENE_LIMIT_BYTES, getTaskBoard, saveTaskBoard } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import { getBoard, saveBoard } from "./boards.service.js";

const resources = { exerciseId: "exercise", studentId: "user" } as const;
/** The scene's limit plus room for the body around it; the merged scene is measured again on the server. */
const SAVE_BODY_LIMIT = BOARD_SCENE_LIMIT_BYTES + 16 * 1024;

export const boardRoutes: RouteDef[] = [
  defineRoute(getTaskBoard, {
    resources,
    handler: async ({ params, actor }) => getBoard(actor, params),
  }),
  defineRoute(saveTaskBoard, {
    resources,
    bodyLimit: SAVE_BODY_LIMIT,
    handler: async ({ params, body, actor }) => saveBoard(actor, { key: params, body }),
  }),
];
