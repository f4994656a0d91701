import { idParams } from "../../fields.js";
import { userOptionList } from "../../profile.js";
import {
  degreeOptionList,
  namedOptionList,
  nameSearchQuery,
  recordSelectors,
  selectorsQuery,
  sellerStudents,
  staffOptionList,
} from "../../student-record/index.js";
import { endpoint } from "../endpoint.js";

const tags = ["student-record"];

export const listAdmins = endpoint({
  method: "GET",
  path: "user/accounts/admins-list/",
  permission: "user.list",
  summary: "The school's staff (school admin and managers): the record's responsible and seller pickers",
  tags,
  response: staffOptionList,
});

export const listSellerStudents = endpoint({
  method: "GET",
  path: "user/accounts/sellers/{id}/",
  permission: "user.list",
  summary: "A staff member as seller and the students they sold to",
  tags,
  params: idParams("id"),
  response: sellerStudents,
});

export const listResponsibleAbroad = endpoint({
  method: "GET",
  path: "user/accounts/responsible-abroad/",
  permission: "user.list",
  summary: "Staff who may be responsible for students abroad (school admin and managers)",
  tags,
  response: staffOptionList,
});

export const listPackages = endpoint({
  method: "GET",
  path: "user/accounts/package_list/",
  permission: "user.list",
  summary: "Packages named by the school's programs and students (name: search)",
  tags,
  query: nameSearchQuery,
  response: namedOptionList,
});

export const listCountries = endpoint({
  method: "GET",
  path: "user/accounts/country_list/",
  permission: "user.list",
  summary: "Countries named by the school's programs and students (name: search)",
  tags,
  query: nameSearchQuery,
  response: namedOptionList,
});

export const listDegrees = endpoint({
  method: "GET",
  path: "user/accounts/degree_list/",
  permission: "user.list",
  summary: "The school's degree dictionary (name: search)",
  tags,
  query: nameSearchQuery,
  response: degreeOptionList,
});

export const getRecordSelectors = endpoint({
  method: "GET",
  path: "user/selectors/",
  permission: "user.list",
  summary:
    "The student record's choice lists: legal_translation_ready, city, categories, legal_translator, steps, types, visa_support, academic_years, education",
  tags,
  query: selectorsQuery,
  response: recordSelectors,
});

export const listIeltsTeachers = endpoint({
  method: "GET",
  path: "user/accounts/ielts/teachers/",
  permission: "user.list",
  summary: "The school's teachers, as IELTS preparation teachers",
  tags,
  response: userOptionList,
});
