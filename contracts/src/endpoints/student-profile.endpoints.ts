import {
  educationSearchQuery,
  languageSearchQuery,
  studentEducationPage,
  studentLanguagePage,
} from "../student-profile.js";
import { endpoint } from "./endpoint.js";

const tags = ["course"];

export const searchStudentEducations = endpoint({
  method: "GET",
  path: "course/course/education/",
  permission: "student.read",
  summary: "Find the school's students by education (degree, years of study)",
  tags,
  query: educationSearchQuery,
  response: studentEducationPage,
});

export const searchStudentLanguages = endpoint({
  method: "GET",
  path: "course/course/knowledge_language/",
  permission: "student.read",
  summary: "Find the school's students by language, minimum level and certificate held",
  tags,
  query: languageSearchQuery,
  response: studentLanguagePage,
});
