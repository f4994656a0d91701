import {
  certificate,
  certificateCodeParams,
  certificateList,
  certificatesQuery,
  certificateVerification,
  completionRule,
  completionRuleBody,
  issueCertificateBody,
  issuedCount,
  revokeCertificateBody,
} from "../certificates.js";
import { idParams } from "../fields.js";
import { endpoint } from "./endpoint.js";

const tags = ["certificates"];

export const getCompletionRule = endpoint({
  method: "GET",
  path: "course/certificates/rule/{course_id}/",
  permission: "certificate.manage",
  summary:
    "A program's completion rule (lessons finished, exams passed, hours) and how many completed without a certificate (extension, decision 0163)",
  tags,
  params: idParams("course_id"),
  response: completionRule,
});

export const setCompletionRule = endpoint({
  method: "PUT",
  path: "course/certificates/rule/{course_id}/",
  permission: "certificate.manage",
  summary:
    "Set a program's completion rule: what issues its certificate automatically, and the hours printed (extension, decision 0163)",
  tags,
  params: idParams("course_id"),
  body: completionRuleBody,
  response: completionRule,
});

export const listProgramCertificates = endpoint({
  method: "GET",
  path: "course/certificates/program/{course_id}/",
  permission: "certificate.manage",
  summary: "A program's certificates, newest first, valid and revoked (extension, decision 0163)",
  tags,
  params: idParams("course_id"),
  response: certificateList,
});

export const issueCertificate = endpoint({
  method: "POST",
  path: "course/certificates/issue/",
  permission: "certificate.manage",
  summary:
    "Staff issue a student's certificate of a program, whatever the rule; the one already issued is answered as it is (extension, decision 0163)",
  tags,
  body: issueCertificateBody,
  response: certificate,
});

export const issueCompletedCertificates = endpoint({
  method: "POST",
  path: "course/certificates/issue-completed/{course_id}/",
  permission: "certificate.manage",
  summary:
    "Issue a certificate to every student of the program who meets its rule and holds none (extension, decision 0163)",
  tags,
  params: idParams("course_id"),
  response: issuedCount,
});

export const revokeCertificate = endpoint({
  method: "POST",
  path: "course/certificates/revoke/{id}/",
  permission: "certificate.manage",
  summary: "Revoke a certificate with a reason, which its verification page then shows (extension, decision 0163)",
  tags,
  params: idParams("id"),
  body: revokeCertificateBody,
  response: certificate,
});

export const listStudentCompletionCertificates = endpoint({
  method: "GET",
  path: "user/certificates/",
  permission: "certificate.read",
  summary:
    "A student's certificates of completion: the caller's own, or staff's look at `user_id`'s (extension, decision 0163)",
  tags,
  query: certificatesQuery,
  response: certificateList,
});

export const downloadCertificatePdf = endpoint({
  method: "GET",
  path: "user/certificates/{id}/pdf/",
  permission: "certificate.read",
  summary: "A certificate of completion as its PDF: its holder's or staff's (extension, decision 0163)",
  tags,
  params: idParams("id"),
  response: null,
});

export const verifyCertificate = endpoint({
  method: "GET",
  path: "certificates/verify/{code}/",
  permission: "certificate.verify",
  summary:
    "Public: the certificate a QR code names at this school (holder, program, date, issuer, valid or revoked); unknown: 404; rate-limited (extension, decision 0163)",
  tags,
  params: certificateCodeParams,
  response: certificateVerification,
});
