import { idParams } from "../../fields.js";
import { studentCard } from "../../users.js";
import { endpoint } from "../endpoint.js";

const tags = ["student-record"];

export const getStudentCard = endpoint({
  method: "GET",
  path: "user/accounts/get_user_by_id/{id}/",
  permission: "studentRecord.read",
  summary: "A student's whole record: profile and tracking fields (staff; a teacher of the student; the student)",
  tags,
  params: idParams("id"),
  response: studentCard,
});
