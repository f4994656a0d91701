import type { Permission } from "../access.js";
import * as answers from "./answers.endpoints.js";
import * as applicationStatus from "./application-status.endpoints.js";
import * as auth from "./auth.endpoints.js";
import * as automation from "./automation.endpoints.js";
import * as boards from "./boards.endpoints.js";
import * as catalog from "./catalog.endpoints.js";
import * as certificates from "./certificates.endpoints.js";
import * as conversations from "./conversations.endpoints.js";
import * as course from "./course.endpoints.js";
import * as courseMembers from "./course-members.endpoints.js";
import * as courseRequirements from "./course-requirements.endpoints.js";
import * as courseRounds from "./course-rounds.endpoints.js";
import * as crm from "./crm.endpoints.js";
import { DICTIONARY_ENDPOINTS } from "./dictionary.endpoints.js";
import * as documents from "./documents.endpoints.js";
import type { Endpoint } from "./endpoint.js";
import * as exercises from "./exercises.endpoints.js";
import * as faq from "./faq.endpoints.js";
import * as finance from "./finance.endpoints.js";
import * as groups from "./groups.endpoints.js";
import * as help from "./help.endpoints.js";
import * as homework from "./homework.endpoints.js";
import * as legal from "./legal.endpoints.js";
import * as lessons from "./lessons.endpoints.js";
import * as mailings from "./mailings.endpoints.js";
import * as marketing from "./marketing.endpoints.js";
import * as notifications from "./notifications.endpoints.js";
import * as offlinePayments from "./offline-payments.endpoints.js";
import * as payments from "./payments.endpoints.js";
import * as profile from "./profile.endpoints.js";
import * as programFiles from "./program-files.endpoints.js";
import * as receipts from "./receipts.endpoints.js";
import * as reports from "./reports.endpoints.js";
import * as requisites from "./requisites.endpoints.js";
import * as schedule from "./schedule.endpoints.js";
import * as school from "./school.endpoints.js";
import * as staffPayments from "./staff-payments.endpoints.js";
import * as staffTasks from "./staff-tasks.endpoints.js";
import * as studentChecklist from "./student-checklist.endpoints.js";
import * as studentProfile from "./student-profile.endpoints.js";
import * as studentRecord from "./student-record/index.js";
import * as tariffs from "./tariffs.endpoints.js";
import * as telegram from "./telegram.endpoints.js";
import * as tranchePayments from "./tranche-payments.endpoints.js";
import * as users from "./users.endpoints.js";
import * as whatsapp from "./whatsapp.endpoints.js";

/**
 * Every endpoint of every area, for the server and the tests (the contract test holds each to the API contract and
 * to exactly one registered route). Not part of the package's main entry: the web imports single endpoints.
 * An area file exports endpoints only, so a new one joins this list without a word here.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(auth),
  ...Object.values(profile),
  ...Object.values(users),
  ...Object.values(conversations),
  ...Object.values(whatsapp),
  ...Object.values(staffTasks),
  ...Object.values(automation),
  ...Object.values(crm),
  ...Object.values(documents),
  ...Object.values(school),
  ...Object.values(requisites),
  ...Object.values(offlinePayments),
  ...Object.values(certificates),
  ...Object.values(DICTIONARY_ENDPOINTS).flatMap((endpoints) => Object.values(endpoints)),
  ...Object.values(course),
  ...Object.values(courseMembers),
  ...Object.values(courseRounds),
  ...Object.values(courseRequirements),
  ...Object.values(programFiles),
  ...Object.values(catalog),
  ...Object.values(lessons),
  ...Object.values(exercises),
  ...Object.values(groups),
  ...Object.values(faq),
  ...Object.values(help),
  ...Object.values(legal),
  ...Object.values(homework),
  ...Object.values(answers),
  ...Object.values(boards),
  ...Object.values(payments),
  ...Object.values(tranchePayments),
  ...Object.values(staffPayments),
  ...Object.values(receipts),
  ...Object.values(studentProfile),
  ...Object.values(studentRecord),
  ...Object.values(studentChecklist),
  ...Object.values(applicationStatus),
  ...Object.values(schedule),
  ...Object.values(reports),
  ...Object.values(marketing),
  ...Object.values(mailings),
  ...Object.values(finance),
  ...Object.values(tariffs),
  ...Object.values(telegram),
  ...Object.values(notifications),
];

const PERMISSION_OF_CALL = new Map<string, Permission>(
  ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.permission]),
);

/** The permission a call (`METHOD path`, as the personal-data audit keeps it) is made under, or null for an unknown one. */
export const permissionOfCall = (call: string): Permission | null => PERMISSION_OF_CALL.get(call) ?? null;
