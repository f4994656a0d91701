/**
 * Error codes the API answers with, each bound to one HTTP status. The server's error handler
 * reads this table; the web app maps codes to translated texts. Messages the spec quotes are kept verbatim.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  not_authenticated: 401,
  invalid_credentials: 401,
  token_invalid: 401,
  forbidden: 403,
  school_inactive: 403,
  /**
   * A student opens a lesson of a program they have not bought: `fields.course_id` names the program, so the reader
   * offers its price and Buy instead of an error (decision 0139).
   */
  not_bought: 403,
  /**
   * A student's program bought in instalments whose payment is overdue past the school's days: `fields.course_id`
   * and `fields.tranche_id` name what to pay to open the lessons again (decision 0159).
   */
  instalment_overdue: 403,
  not_found: 404,
  /** A payment link that can pay nothing any more: its tranche is paid, or it expired (decision 0159). */
  payment_link_closed: 410,
  conflict: 409,
  time_is_up: 409,
  attempt_finished: 409,
  /** Every attempt the exercise list allows has been handed in (decision 0041). */
  no_attempts_left: 409,
  answer_sent: 409,
  email_exists: 409,
  /** The teacher has another lesson at that time (the schedule's exclusion constraint). */
  teacher_busy: 409,
  /** A student's cancellation or move comes later than the school's notice period. */
  notice_too_short: 409,
  /** A student has used the month's cancellations or moves. */
  allowance_used: 409,
  /** A payment beyond what the student's package costs: sent again with `confirm_overpay: true` to record it. */
  overpay: 409,
  /** A lesson outside the school's work hours or the teacher's work time (fields name which). */
  outside_work_time: 400,
  /** A document (an act, an invoice, a contract) needs requisites the school has not filled: `fields` names them. */
  requisites_missing: 400,
  /**
   * A mailing its audience and channels reach nobody through: `fields.target` says how many were left out as
   * unsubscribed, unlinked or without an address (decision 0171).
   */
  no_recipients: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  otp_invalid: 422,
  otp_expired: 422,
  otp_locked: 422,
  reset_token_invalid: 422,
  /** A staff account asked to sign in by an e-mailed or texted code alone: staff sign in with the password (0126). */
  password_required: 403,
  /** The second step of a sign-in came too late or names no sign-in: the password again (decision 0126). */
  sign_in_step_expired: 422,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const SPEC_MESSAGES = {
  emailExists: "The mail already exists!",
  roundsLimited: "Number of rounds is limited!",
  fileTooLarge: "Please select a file that is less than 20 MB in size!",
  quantityLimit: "Reached quantity limit!",
  timeIsUp: "Time is up!",
  passMark: "You need to reach the pass mark; the percentage must be higher than:",
  noFreeTeacher: "No free teacher for the given time",
  /** A school notice's e-mail that cannot be delivered: an invalid address or the server refused it for good. */
  checkEmail: "Error! Check the user's email address!",
} as const;

export type ApiErrorBody = {
  detail: string;
  code: ErrorCode;
  fields?: Record<string, string>;
};
