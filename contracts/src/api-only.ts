import * as routes from "./endpoints/routes.js";

/** An endpoint's export name (the name of its route in `@school/contracts/routes`). */
export type EndpointName = Exclude<keyof typeof routes, "DICTIONARY_ROUTES">;

/** Why a call has no place on a screen of the web app. */
export type ApiOnlyReason = "money" | "communications" | "client" | "superseded" | "operator";

export const API_ONLY_REASONS: Record<ApiOnlyReason, string> = {
  money: "Money: its screen comes with issue 21",
  communications: "Communications: its screen comes with issue 22",
  client: "Called by another client than the web app",
  superseded: "The web app reads or writes the same through another call",
  operator: "An operator's or integration's call: no screen needs it",
};

/**
 * The calls of the API that no screen of the web app uses, each with why (issue 20, decision 0048). A test over the
 * web's sources (web/src/api/endpoint-usage.test.ts) fails on a call that is neither called by the web nor listed
 * here, and on a listed call the web has come to use; docs/api-only-calls.md is written from this list.
 */
export const API_ONLY_CALLS: Partial<Record<EndpointName, { reason: ApiOnlyReason; why: string }>> = {
  // Money (issue 21): payments, balances, acts of work done and the currency they are counted in.
  paymentNotification: {
    reason: "client",
    why: "The payment provider posts its signed notifications here; no screen calls it (decision 0052)",
  },
  oneClickUnsubscribe: {
    reason: "client",
    why: "A mail provider posts here from a mailing's List-Unsubscribe header (RFC 8058); the page calls mailings/subscription/ (decision 0141)",
  },
  refundPayment: {
    reason: "money",
    why: "The refund button belongs to the payment history screens of the money screens (decision 0052)",
  },
  payPriorityPackage: {
    reason: "money",
    why: "The priority package's buy button belongs to the student's payment tab of the money screens (decision 0052)",
  },
  getSchoolCurrency: {
    reason: "money",
    why: "Prices are shown with the currency the school's settings already carry (getOwnSchool)",
  },
  // Communications (issue 22): mailings and the chat bot.
  getMailingAudience: { reason: "communications", why: "The mailing form's audience counter" },
  listMailingRecipients: { reason: "communications", why: "The mailing form's list of recipients" },
  // Another client than the web app.
  telegramWebhook: {
    reason: "client",
    why: "Telegram posts the bot's updates here, checked by its secret-token header (decision 0057)",
  },
  verifyWhatsappWebhook: {
    reason: "client",
    why: "Meta's subscription handshake for the school's WhatsApp webhook, checked by its Verify token (decision 0157)",
  },
  whatsappWebhook: {
    reason: "client",
    why: "Meta posts the school number's messages and statuses here, signed with X-Hub-Signature-256 (decision 0157)",
  },
  getUnreadCount: {
    reason: "superseded",
    why: "The bell receives its count over the live channel on connect and on every change (decision 0065); this call is for other clients",
  },
  calendarFeed: {
    reason: "client",
    why: "Fetched by calendar applications at the address the schedule screen hands out (getCalendarFeed)",
  },
  checkEmail: {
    reason: "client",
    why: "The web has no self sign-up (schools create accounts by form and import); a sign-up form of another client asks it",
  },
  // The web app gets the same through another call.
  listProgramLessons: {
    reason: "superseded",
    why: "A program's screens read its lessons whole, with progress, through getCourseLessons; a page of them is for other clients",
  },
  getAvatar: {
    reason: "superseded",
    why: "The avatar's URL comes with the profile (getOwnProfile) and the user's card",
  },
  replaceAvatar: { reason: "superseded", why: "The same as uploadAvatar, which the profile screen calls" },
  getUserProfile: { reason: "superseded", why: "The user page reads the richer student card (getStudentCard)" },
  getCertificate: {
    reason: "superseded",
    why: "The education form's list (listCertificates) carries every field of a certificate",
  },
  getEducation: {
    reason: "superseded",
    why: "The education form's list (listEducations) carries every field of a record",
  },
  updateCertificate: {
    reason: "superseded",
    why: "The education form (onboarding, profile) saves its certificates as a whole list (delete and add)",
  },
  updateEducation: {
    reason: "superseded",
    why: "The education form (onboarding, profile) saves its records as a whole list (delete and add)",
  },
  checkIelts: {
    reason: "superseded",
    why: "The record's exams tab lists IELTS records (listExams) and reads the latest",
  },
  checkTolc: {
    reason: "superseded",
    why: "The record's exams tab lists TOLC records (listExams) and reads the latest",
  },
  getDdv: { reason: "superseded", why: "The record's DDV tab reads these steps with the record (getStudentCard)" },
  setDdv: {
    reason: "superseded",
    why: "The record's DDV tab saves these steps with the record's other fields (managerUpdateUser)",
  },
  listComments: {
    reason: "superseded",
    why: "The record's comments tab reads them with the record's communications (listCommunications)",
  },
  listDegrees: {
    reason: "superseded",
    why: "The degree dictionary reaches the forms through the record's pickers (getRecordSelectors)",
  },
  listPackages: {
    reason: "superseded",
    why: "Packages reach the forms through the record's pickers (getRecordSelectors)",
  },
  listResponsibleAbroad: {
    reason: "superseded",
    why: "The record's responsible pickers list the school's staff (listAdmins)",
  },
  listSellerStudents: {
    reason: "superseded",
    why: "The users screen's sellers tab lists the staff by duty (listStaffDuties); each record names its seller",
  },
  listStudentFiles: {
    reason: "superseded",
    why: "The record shows documents (listStudentDocuments), exams and handed-in answers each in its own tab",
  },
  listStudentCourseFiles: {
    reason: "superseded",
    why: "A program's handed-in files are shown with the answers in the grading screens",
  },
  getRequirementOptions: {
    reason: "superseded",
    why: "The requirement form's options are the contract's constants (EDUCATION_DEGREES) and the course rules",
  },
  listExerciseTasks: {
    reason: "superseded",
    why: "The constructor and the player read a list's tasks in one answer (getExerciseListTasks), not 20 a page",
  },
  updateTaskWithFile: {
    reason: "superseded",
    why: "The constructor saves a task's fields and its file in two calls (updateTask, updateTaskFile)",
  },
  updateScheduleSettings: {
    reason: "superseded",
    why: "The school settings screen saves the schedule rules with the school (updateSchool)",
  },
  listGroupSchedule: { reason: "superseded", why: "The schedule screen filters its list by group (listSchedule)" },
  listStudentSchedule: {
    reason: "superseded",
    why: "The schedule screen filters its list by student and lesson type (listSchedule)",
  },
  listCourseTeachers: {
    reason: "superseded",
    why: "The lesson dialog offers the teachers free at the lesson's time (filterTeachers)",
  },
  listGroupUsers: {
    reason: "superseded",
    why: "The group form lists a program's students and teachers (listProgramUsers)",
  },
  listTeacherGroups: {
    reason: "superseded",
    why: "The teacher's groups card reads the teacher's programs with their groups (listTeacherPrograms)",
  },
  listUserGroups: {
    reason: "superseded",
    why: "The spec's user page shows no groups: a program's groups card lists its students (listProgramGroups)",
  },
  countStatuses: {
    reason: "superseded",
    why: "The status analytics' totals (statusTotals) give the same counts with the chart's filters",
  },
  statusStatsEndpoint: {
    reason: "superseded",
    why: "The status analytics shows the statuses now (statusTotals) and their students; a by-month chart is not in the spec",
  },
  statusStepsEndpoint: {
    reason: "superseded",
    why: "The status analytics shows how many are in each status now (statusTotals); the spec draws no funnel",
  },
  // An operator's or an integration's call.
  deleteUser: {
    reason: "operator",
    why: "The spec's users screen offers no delete; removing an account for good is an operator's step",
  },
  deleteAnswer: {
    reason: "operator",
    why: "The task player saves and replaces an answer; deleting one with its file is a support correction",
  },
  deleteAnswerFile: {
    reason: "operator",
    why: "A new file replaces the old one when an answer is saved again; removal alone is for integrations",
  },
  deleteApplicationStatus: {
    reason: "operator",
    why: "A wrong status is corrected by the next move on the pipeline board; deleting one is a support correction",
  },
  deleteExam: {
    reason: "operator",
    why: "The record's exams tab adds results; deleting one with its certificate is a support correction",
  },
  updateExam: {
    reason: "operator",
    why: "The record's exams tab adds a new result rather than rewriting one; correcting one is a support step",
  },
  copyCourseToUser: {
    reason: "operator",
    why: "The program's members section adds students and teachers (addCourseStudent, addCourseTeacher)",
  },
  moveGroupStudents: {
    reason: "operator",
    why: "A bulk move between groups at a term's change: the group form changes one group's students",
  },
  removeGroupStudent: {
    reason: "operator",
    why: "The group form saves its students as a whole list (updateGroup)",
  },
  deleteScheduleLessons: {
    reason: "operator",
    why: "The lesson dialog cancels a lesson, which keeps its history; deleting lessons planned by mistake in bulk is an operator's step",
  },
  addScheduleStudent: {
    reason: "operator",
    why: "A lesson's students are chosen when it is planned (createScheduleLessons); adding one to a series later is an operator's step",
  },
};

const escapeCell = (text: string) => text.replace(/\|/g, "\\|");
const routeByName = new Map(Object.entries(routes));

/** A markdown table with its columns padded to one width, as the formatter (Biome) writes tables. */
function markdownTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)];
}

/** docs/api-only-calls.md: the list above as a table per reason, each call with its method and path. */
export function apiOnlyCallsPage(): string {
  const lines = [
    "# Calls without a screen",
    "",
    "<!-- Written from contracts/src/api-only.ts by web/src/api/endpoint-usage.test.ts (`-u` rewrites it). -->",
    "",
    "The API calls no screen of the web app uses, and why (issue 20, decision 0048). Every other call of",
    "`contracts/src/endpoints` is called by the web app; a test fails when a call is neither used nor listed here,",
    "and when a listed call comes to be used.",
  ];
  for (const [reason, heading] of Object.entries(API_ONLY_REASONS)) {
    const rows = Object.entries(API_ONLY_CALLS)
      .filter(([, entry]) => entry?.reason === reason)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, entry]) => {
        const route = routeByName.get(name);
        const call = route && "method" in route ? `${route.method} ${route.path}` : "";
        return [`\`${name}\``, `\`${call}\``, escapeCell(entry?.why ?? "")];
      });
    if (rows.length === 0) continue;
    lines.push("", `## ${heading}`, "", ...markdownTable(["Call", "Method and path", "Why"], rows));
  }
  return `${lines.join("\n")}\n`;
}
