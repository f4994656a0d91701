import { createComment as createCommentEndpoint, listCommunications } from "@school/contracts/routes";
import { type BodyOf, callEndpoint } from "../../../api/http-client";

export const fetchCommunications = (userId: number, page: number, signal?: AbortSignal) =>
  callEndpoint(listCommunications, { params: { id: userId }, query: { page }, signal });
export const createComment = (body: BodyOf<typeof createCommentEndpoint>) =>
  callEndpoint(createCommentEndpoint, { body });
