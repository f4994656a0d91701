import { schoolRequisites, schoolRequisitesBody } from "../requisites.js";
import { endpoint } from "./endpoint.js";

const tags = ["school"];

export const getSchoolRequisites = endpoint({
  method: "GET",
  path: "user/school/requisites/",
  permission: "school.manage",
  summary:
    "The school's requisites (legal name, BIN, address, bank, IIK, BIK, Kbe, director, VAT) and the required ones not filled (extension, decision 0158)",
  tags,
  response: schoolRequisites,
});

export const setSchoolRequisites = endpoint({
  method: "PUT",
  path: "user/school/requisites/",
  permission: "school.manage",
  summary:
    "Save the school's requisites, each checked (BIN's check digit, the IIK's mod-97, a Kazakhstani BIK, Kbe) (extension, decision 0158)",
  tags,
  body: schoolRequisitesBody,
  response: schoolRequisites,
});
