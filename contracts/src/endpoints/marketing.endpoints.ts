import {
  consultationBody,
  consultationQuery,
  consultationResponse,
  myReferral,
  utmReport,
  utmReportExportQuery,
  utmReportQuery,
} from "../marketing.js";
import { endpoint } from "./endpoint.js";

const tags = ["marketing"];

export const getUtmReport = endpoint({
  method: "GET",
  path: "marketing/utm-report/",
  permission: "marketing.report",
  summary:
    "Registrations, purchases and revenue less refunds (minor units, per currency) by UTM source and campaign, " +
    "for calendar days in the school's zone (extension, decision 0056)",
  tags,
  query: utmReportQuery,
  response: utmReport,
});

export const exportUtmReport = endpoint({
  method: "GET",
  path: "marketing/utm-report/export/",
  permission: "marketing.report",
  summary: "The same report as an XLSX file, one row per source, campaign and currency (extension, decision 0056)",
  tags,
  query: utmReportExportQuery,
  response: null,
});

export const getMyReferral = endpoint({
  method: "GET",
  path: "marketing/referral/",
  permission: "referral.own",
  summary:
    "The caller's referral code, the credits their friends' first purchases earned them, and who referred the " +
    "caller (extension, decision 0056)",
  tags,
  response: myReferral,
});

export const requestConsultation = endpoint({
  method: "POST",
  path: "marketing/consultation/",
  permission: "lead.request",
  summary:
    "A guest's free consultation request: a lead in the school's CRM with its referrer and UTM marks; limited per " +
    "address (extension, decision 0056). A signed-in student's request joins their own history (decision 0139)",
  tags,
  query: consultationQuery,
  body: consultationBody,
  response: consultationResponse,
  status: 201,
});
