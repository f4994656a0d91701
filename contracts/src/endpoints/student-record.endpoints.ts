import { z } from "zod";
import { idParams } from "../fields.js";
import { userOptionList } from "../profile.js";
import {
  apostilleBody,
  apostilleChecks,
  balanceQuery,
  balanceSummary,
  botStats,
  commentBody,
  communication,
  communicationPage,
  communicationQuery,
  ddvBody,
  ddvState,
  degreeOptionList,
  examBody,
  examCheck,
  examUpdateBody,
  financeBody,
  financeChecks,
  idQuery,
  namedOptionList,
  nameSearchQuery,
  paymentTranche,
  paymentTrancheBody,
  paymentTranches,
  paymentTrancheUpdateBody,
  recordSelectors,
  selectorsQuery,
  sellerStudents,
  staffOptionList,
  studentDocument,
  studentDocumentList,
  studentExam,
  studentFileList,
  studentQuery,
  workAct,
  workActBody,
  workActCount,
} from "../student-record.js";
import { studentCard } from "../users.js";
import { endpoint } from "./endpoint.js";

const tags = ["student-record"];
const userId = idParams("id");

export const getStudentCard = endpoint({
  method: "GET",
  path: "user/accounts/get_user_by_id/{id}/",
  permission: "studentRecord.read",
  summary: "A student's whole record: profile and tracking fields (staff; a teacher of the student; the student)",
  tags,
  params: userId,
  response: studentCard,
});

export const listStudentDocuments = endpoint({
  method: "GET",
  path: "user/accounts/upload_doc/{id}/",
  permission: "studentRecord.read",
  summary: "A student's uploaded documents",
  tags,
  params: userId,
  response: studentDocumentList,
});

export const uploadStudentDocument = endpoint({
  method: "POST",
  path: "user/accounts/upload_doc/{id}/",
  permission: "studentDocument.upload",
  multipart: true,
  summary:
    "Upload a student's document (multipart `file`, 20 MB at most, PDF, JPEG, PNG or WebP by its bytes; fields doc_type, doc_name, expires_on). 413 over the limit, 415 another type; nothing is stored then",
  tags,
  params: userId,
  response: studentDocument,
  status: 201,
});

export const deleteStudentDocument = endpoint({
  method: "DELETE",
  path: "user/accounts/delete_doc/{id}/",
  permission: "studentDocument.upload",
  summary: "Delete a student's document (staff; the student their own)",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const listStudentFiles = endpoint({
  method: "GET",
  path: "user/accounts/get_all_files/{id}/",
  permission: "studentRecord.read",
  summary: "Every file about a student: documents, IELTS/TOLC certificates and handed-in program files",
  tags,
  params: userId,
  response: studentFileList,
});

export const listStudentCourseFiles = endpoint({
  method: "GET",
  path: "user/accounts/get_all_files/{studentId}/{courseId}/",
  permission: "studentRecord.read",
  summary: "A student's handed-in files in one program",
  tags,
  params: idParams("studentId", "courseId"),
  response: studentFileList,
});

export const listMyFiles = endpoint({
  method: "GET",
  path: "user/accounts/my-files/",
  permission: "session.own",
  summary: "The caller's own files (documents, certificates, handed-in program files)",
  tags,
  response: studentFileList,
});

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
  params: userId,
  query: communicationQuery,
  response: communicationPage,
});

export const listCommunications = endpoint({
  method: "GET",
  path: "user/accounts/communication_list/{id}/",
  permission: "studentRecord.staffOnly",
  summary: "A student's whole communication history (comments and contacts), newest first",
  tags,
  params: userId,
  query: communicationQuery,
  response: communicationPage,
});

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
  params: userId,
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

export const listPaymentTranches = endpoint({
  method: "GET",
  path: "user/accounts/payment-tranche/",
  permission: "studentRecord.read",
  summary: "A student's payment tranches, the package cost, paid total and balance",
  tags,
  query: studentQuery,
  response: paymentTranches,
});

export const createPaymentTranche = endpoint({
  method: "POST",
  path: "user/accounts/payment-tranche/",
  permission: "studentRecord.manage",
  summary: "Add a payment tranche (amount, due_date, paid_on, note)",
  tags,
  body: paymentTrancheBody,
  response: paymentTranche,
  status: 201,
});

export const updatePaymentTranche = endpoint({
  method: "PATCH",
  path: "user/accounts/payment-tranche/{id}/",
  permission: "studentRecord.manage",
  summary: "Change a payment tranche (mark it paid with paid_on)",
  tags,
  params: idParams("id"),
  body: paymentTrancheUpdateBody,
  response: paymentTranche,
});

export const deletePaymentTranche = endpoint({
  method: "DELETE",
  path: "user/accounts/payment-tranche/{id}/",
  permission: "studentRecord.manage",
  summary: "Delete a payment tranche",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const checkIelts = endpoint({
  method: "GET",
  path: "user/accounts/check-ielts/",
  permission: "studentRecord.read",
  summary: "Whether the student has IELTS, with the latest IELTS record",
  tags,
  query: studentQuery,
  response: examCheck,
});

export const checkTolc = endpoint({
  method: "GET",
  path: "user/accounts/check-tolc/",
  permission: "studentRecord.read",
  summary: "Whether the student has TOLC, with the latest TOLC record",
  tags,
  query: studentQuery,
  response: examCheck,
});

export const createExam = endpoint({
  method: "POST",
  path: "user/accounts/ielts/",
  permission: "studentRecord.manage",
  summary:
    "Record an IELTS or TOLC test (teacher_id, ielts_preparation, type, present, results, date; the certificate as base64_content with filename and format: 20 MB, PDF/JPEG/PNG by its bytes, else 413/415)",
  tags,
  body: examBody,
  response: studentExam,
  status: 201,
});

export const listExams = endpoint({
  method: "GET",
  path: "user/accounts/ielts/",
  permission: "studentRecord.read",
  summary: "A student's IELTS and TOLC records, latest first",
  tags,
  query: studentQuery,
  response: z.array(studentExam),
});

export const deleteExam = endpoint({
  method: "DELETE",
  path: "user/accounts/ielts/",
  permission: "studentRecord.manage",
  summary: "Delete an IELTS or TOLC record (id) and its certificate file",
  tags,
  query: idQuery,
  response: null,
  status: 204,
});

export const updateExam = endpoint({
  method: "PUT",
  path: "user/accounts/ielts-update/{id}/",
  permission: "studentRecord.manage",
  summary: "Change an IELTS or TOLC record (the fields sent; a new certificate replaces the old)",
  tags,
  params: idParams("id"),
  body: examUpdateBody,
  response: studentExam,
});

export const listIeltsTeachers = endpoint({
  method: "GET",
  path: "user/accounts/ielts/teachers/",
  permission: "user.list",
  summary: "The school's teachers, as IELTS preparation teachers",
  tags,
  response: userOptionList,
});

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

export const listWorkActs = endpoint({
  method: "GET",
  path: "user/accounts/avr/",
  permission: "studentRecord.read",
  summary: "A student's acts of work done (AVR)",
  tags,
  query: studentQuery,
  response: z.array(workAct),
});

export const createWorkAct = endpoint({
  method: "POST",
  path: "user/accounts/avr/",
  permission: "studentRecord.manage",
  summary: "Add an act of work done (number, date, amount, note)",
  tags,
  body: workActBody,
  response: workAct,
  status: 201,
});

export const deleteWorkAct = endpoint({
  method: "DELETE",
  path: "user/accounts/avr/",
  permission: "studentRecord.manage",
  summary: "Delete an act of work done (id)",
  tags,
  query: idQuery,
  response: null,
  status: 204,
});

export const countWorkActs = endpoint({
  method: "GET",
  path: "user/accounts/avr/count/",
  permission: "studentRecord.staffOnly",
  summary: "How many acts the school has and their total amount",
  tags,
  response: workActCount,
});

export const getBalance = endpoint({
  method: "GET",
  path: "user/accounts/balance/",
  permission: "studentRecord.staffOnly",
  summary:
    "Package costs, paid totals and balances of the filtered students (degree, pre_enrollment, academic_year, countries, step)",
  tags,
  query: balanceQuery,
  response: balanceSummary,
});

export const getBotStats = endpoint({
  method: "GET",
  path: "user/stats/bot-stats/",
  permission: "studentRecord.staffOnly",
  summary: "How many of the school's students linked the chat bot",
  tags,
  response: botStats,
});
