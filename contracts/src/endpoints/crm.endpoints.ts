import { idParams } from "../fields.js";
import { LIST_VIEWS_LIMIT, listView, listViewBody, listViewList } from "../list-views.js";
import { studentStanding } from "../users.js";
import { endpoint } from "./endpoint.js";

/** The CRM's daily loops (issue 23): saved views of the user list and the student page's header. Extensions. */
const tags = ["crm"];

export const listUserListViews = endpoint({
  method: "GET",
  path: "crm/views/",
  permission: "listView.use",
  summary: `The caller's saved views of the user list and the school's shared ones (each at most ${LIST_VIEWS_LIMIT}), own first, by name (extension, decision 0086)`,
  tags,
  response: listViewList,
});

export const createUserListView = endpoint({
  method: "POST",
  path: "crm/views/",
  permission: "listView.use",
  summary:
    "Save the user list's filters, columns and order under a name, the caller's own or shared with the school's staff (extension, decision 0086)",
  tags,
  body: listViewBody,
  response: listView,
  status: 201,
});

export const updateUserListView = endpoint({
  method: "PUT",
  path: "crm/views/{id}/",
  permission: "listView.use",
  summary:
    "Change a saved view: one's own, or a shared one as the school admin; another's private view is 404 (extension, decision 0086)",
  tags,
  params: idParams("id"),
  body: listViewBody,
  response: listView,
});

export const deleteUserListView = endpoint({
  method: "DELETE",
  path: "crm/views/{id}/",
  permission: "listView.use",
  summary: "Delete a saved view: one's own, or a shared one as the school admin (extension, decision 0086)",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const getStudentStanding = endpoint({
  method: "GET",
  path: "crm/students/{id}/standing/",
  permission: "studentRecord.read",
  summary:
    "Where a student stands, as the student page's header shows it: status per program, responsible, next deadline, balance (null without the money permission), checklist progress (extension, decision 0085)",
  tags,
  params: idParams("id"),
  response: studentStanding,
});
