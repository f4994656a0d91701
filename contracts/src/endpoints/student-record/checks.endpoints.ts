import {
  apostilleBody,
  apostilleChecks,
  ddvBody,
  ddvState,
  financeBody,
  financeChecks,
  studentQuery,
} from "../../student-record/index.js";
import { endpoint } from "../endpoint.js";

const tags = ["student-record"];

export const getFinanceChecks = endpoint({
  method: "GET",
  path: "user/communicate/finance/",
  permission: "studentRecord.read",
  summary: "The 23 finance documents checked for a student, and the checking state",
  tags,
  query: studentQuery,
  response: financeChecks,
});

export const setFinanceChecks = endpoint({
  method: "POST",
  path: "user/communicate/finance/",
  permission: "studentRecord.manage",
  summary: "Check or uncheck finance documents (the finance_ fields sent)",
  tags,
  body: financeBody,
  response: financeChecks,
});

export const getApostilleChecks = endpoint({
  method: "GET",
  path: "user/communicate/apostille/",
  permission: "studentRecord.read",
  summary: "The 11 apostille documents, first and second, checked for a student, and the checking state",
  tags,
  query: studentQuery,
  response: apostilleChecks,
});

export const setApostilleChecks = endpoint({
  method: "POST",
  path: "user/communicate/apostille/",
  permission: "studentRecord.manage",
  summary: "Check or uncheck apostille documents (the apostille_ fields sent)",
  tags,
  body: apostilleBody,
  response: apostilleChecks,
});

export const getDdv = endpoint({
  method: "GET",
  path: "user/communicate/ddv/",
  permission: "studentRecord.read",
  summary: "DDV and codice fiscale steps of a student",
  tags,
  query: studentQuery,
  response: ddvState,
});

export const setDdv = endpoint({
  method: "POST",
  path: "user/communicate/ddv/",
  permission: "studentRecord.manage",
  summary: "Set the DDV and codice fiscale steps (ddv_sent, ddv_done, codice_sent)",
  tags,
  body: ddvBody,
  response: ddvState,
});
