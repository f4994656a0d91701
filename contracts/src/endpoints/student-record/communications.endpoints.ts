import { idParams } from "../../fields.js";
import {
  botStats,
  commentBody,
  communication,
  communicationPage,
  communicationQuery,
} from "../../student-record/index.js";
import { endpoint } from "../endpoint.js";

const tags = ["student-record"];

export const createComment = endpoint({
  method: "POST",
  path: "user/accounts/comment_create/",
  permission: "studentRecord.staffOnly",
  summary: "Add a comment or a contact (call, message, e-mail, meeting) to a student's communication history",
  tags,
  body: commentBody,
  response: communication,
  status: 201,
});

export const listComments = endpoint({
  method: "GET",
  path: "user/accounts/comment_list/{id}/",
  permission: "studentRecord.staffOnly",
  summary: "A student's comments, newest first (created_after, created_before: school calendar days)",
  tags,
  params: idParams("id"),
  query: communicationQuery,
  response: communicationPage,
});

export const listCommunications = endpoint({
  method: "GET",
  path: "user/accounts/communication_list/{id}/",
  permission: "studentRecord.staffOnly",
  summary: "A student's whole communication history (comments and contacts), newest first",
  tags,
  params: idParams("id"),
  query: communicationQuery,
  response: communicationPage,
});

export const getBotStats = endpoint({
  method: "GET",
  path: "user/stats/bot-stats/",
  permission: "studentRecord.staffOnly",
  summary: "How many of the school's students linked the chat bot",
  tags,
  response: botStats,
});
