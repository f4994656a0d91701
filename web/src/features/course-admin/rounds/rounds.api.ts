import { roundBody } from "@school/contracts";
import {
  createRound as createRoundEndpoint,
  deleteRound as deleteRoundEndpoint,
  listRounds,
  updateRound as updateRoundEndpoint,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export type RoundDates = { start: string; end: string };

export function fetchRounds(courseId: number) {
  return callEndpoint(listRounds, { query: { course_id: courseId } });
}

export function createRound(input: { courseId: number } & RoundDates) {
  const body = roundBody.parse({ course_id: input.courseId, start: input.start, end: input.end });
  return callEndpoint(createRoundEndpoint, { body });
}

export function updateRound(input: { roundId: number } & RoundDates) {
  return callEndpoint(updateRoundEndpoint, {
    params: { id: input.roundId },
    body: { start: input.start, end: input.end },
  });
}

export function deleteRound(roundId: number) {
  return callEndpoint(deleteRoundEndpoint, { params: { id: roundId } });
}
