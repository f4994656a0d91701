import { type Role, SIGNED_IN_ROLES, type SignedInRole } from "./roles.js";

/**
 * Who may do what, as data (decision 0013). Every API route names one permission; the roles that hold it may call
 * the route (the rest get 403), and the relation each role holds it under is checked by the server's access module
 * (`server/src/core/access`) against the object the call is about. Nothing else in the code decides access.
 *
 * Relations:
 * - `anyone`: no relation needed (public calls, and calls about the caller's own session).
 * - `school`: any object of the caller's school (the school itself is checked for every call by the route layer).
 * - `self`: the object is the caller, or belongs to the caller (their profile, their files, their payments).
 * - `teacherOfProgram`: the caller teaches the program the object belongs to.
 * - `studentOfProgram`: the caller studies the program the object belongs to.
 * - `teacherOfStudent`: the object is a student of a program the caller teaches.
 * - `assignedTeacher`: the caller is the teacher assigned to the object (a group).
 * - `belowCaller`: the object is the caller or a user of a lower role (a manager edits teachers and students, not
 *   the school admin or another manager).
 * - `attendee`: the caller is one of the object's students (a lesson of the timetable).
 */
export const RELATIONS = [
  "anyone",
  "school",
  "self",
  "teacherOfProgram",
  "studentOfProgram",
  "teacherOfStudent",
  "assignedTeacher",
  "belowCaller",
  "attendee",
] as const;
export type Relation = (typeof RELATIONS)[number];

type Grants = Partial<Record<Role, Relation>>;

const staff = { admin_school: "school", admin: "school" } as const satisfies Grants;
const everyone = {
  guest: "anyone",
  admin_school: "anyone",
  admin: "anyone",
  teacher: "anyone",
  student: "anyone",
} as const satisfies Grants;
const signedIn = { admin_school: "self", admin: "self", teacher: "self", student: "self" } as const satisfies Grants;
const schoolMembers = {
  admin_school: "school",
  admin: "school",
  teacher: "school",
  student: "school",
} as const satisfies Grants;

export const ACCESS_TABLE = {
  /** Sign-in, registration, codes and password reset: made before a session exists. */
  "account.signIn": { guest: "anyone" },
  /** The caller's own session, profile and password. */
  "session.own": signedIn,
  /** The caller's own authenticator (TOTP) and recovery codes: staff only (decision 0126). */
  "twoFactor.own": { admin_school: "self", admin: "self", teacher: "self" },
  /**
   * Whether the school requires an authenticator of all its staff: the school admin alone, not the manager, whom the
   * rule binds too (decision 0127).
   */
  "school.security": { admin_school: "school" },
  /** The school's public face: name, logo, currency, the public catalogue and its dictionaries. */
  "school.public": everyone,
  /**
   * Changing the school's settings: name and texts, logo, currency, time zone and schedule rules. Product.md's role
   * table gives school settings to the school admin and to the manager alike (decision 0035).
   */
  "school.manage": staff,
  /** The school's catalogue as its members see it. */
  "catalog.read": schoolMembers,
  /** Programs the school keeps out of the catalogue (`is_visible` off). */
  "catalog.readHidden": { ...staff, teacher: "school" },
  /** Creating and changing programs, their rounds, requirements, members, posters and dictionaries. */
  "program.manage": staff,
  /** A program's full record as the edit screen and the teacher's program page show it. */
  "program.readFull": { ...staff, teacher: "teacherOfProgram" },
  /** A program's lessons and exercise lists (the grading key only under `exercise.readKey`). */
  "lesson.read": { ...staff, teacher: "teacherOfProgram", student: "studentOfProgram" },
  "exercise.readKey": { ...staff, teacher: "teacherOfProgram" },
  /** The task constructor: exercise lists, tasks and their files; a program's teachers too, not its lessons (0021). */
  "exercise.author": { ...staff, teacher: "teacherOfProgram" },
  /** Every student's results in a program or an exercise list. */
  "exercise.track": { ...staff, teacher: "teacherOfProgram" },
  /** One student's results in a program: the student sees their own. */
  "exercise.trackStudent": { ...staff, teacher: "teacherOfProgram", student: "self" },
  /** Answering the tasks of a program one studies: saving, handing in files, starting and submitting lists. */
  "answer.save": { student: "studentOfProgram" },
  /** Answers to an exercise list: students their own, teachers those in the programs they teach. */
  "answer.read": { ...staff, teacher: "teacherOfProgram", student: "studentOfProgram" },
  /** Deleting an answer: a student their own not yet handed in (decision 0024). */
  "answer.delete": { ...staff, student: "self" },
  /** Grading handed-in answers, their lists, another student's answers, resetting an attempt. */
  "answer.grade": { ...staff, teacher: "teacherOfProgram" },
  /** Writing a program's lessons: create, change, upload the video, reorder, copy, delete (decision 0022). */
  "lesson.manage": staff,
  /** Mailing a student their progress in a program. */
  "progress.report": { ...staff, teacher: "teacherOfProgram" },
  /**
   * A task's interactive board for one student (decision 0023): the student themself, the program's teachers and
   * staff. The board exists only for a student of the task's program, which the boards module checks first.
   */
  "board.use": { ...staff, teacher: "teacherOfProgram", student: "self" },
  /** A program's groups: a teacher sees the groups they teach. */
  "group.read": { ...staff, teacher: "assignedTeacher" },
  /** Creating and changing groups, their students, timetable and teacher: the school admin only (product.md 6). */
  "group.manage": { admin_school: "school" },
  /** One user's groups (those they study in or teach): staff, and the user themself. */
  "group.readOfUser": { ...staff, teacher: "self", student: "self" },
  /** A student's lesson progress. */
  "progress.read": { ...staff, teacher: "teacherOfStudent", student: "self" },
  /** Handed-in program files and final documents. */
  "programFile.read": { ...staff, teacher: "teacherOfProgram", student: "self" },
  "programFile.delete": { ...staff, student: "self" },
  "programFile.readLog": staff,
  "finalDocument.add": { ...staff, teacher: "teacherOfProgram" },
  /** Students' education, languages and certificates (with their e-mails). */
  "student.read": { ...staff, teacher: "teacherOfStudent" },
  /** One student's education, languages and certificates, and the programs they qualify for (decision 0029). */
  "studentProfile.read": { ...staff, teacher: "teacherOfStudent", student: "self" },
  /** Writing them: the student their own (the education wizard), staff any student of the school. */
  "studentProfile.edit": { ...staff, student: "self" },
  /** The school's people as pickers list them. */
  "user.list": staff,
  /** A user's record as the user page shows it (`get_profile/{id}/`): staff of the school, a student their own. */
  "user.read": { ...staff, student: "self" },
  /** Adding, changing and deleting the school's users: only users of a role below the caller's (never oneself). */
  "user.manage": { admin_school: "belowCaller", admin: "belowCaller" },
  /**
   * Adding students in bulk from a file (decision 0034): the roles that add a student one by one, and a student ranks
   * below both, so the school is the relation.
   */
  "user.import": staff,
  /** The filtered user list as a file: whoever reads the list. */
  "user.export": staff,
  /**
   * Saved views of the user list (decision 0086): staff keep their own and see the school's shared ones; who may
   * change which view (its author; a shared one also the school admin) is the module's row rule.
   */
  "listView.use": staff,
  /** Changing and deleting another's shared view: the school admin keeps the school's shared menu tidy. */
  "listView.manageShared": { admin_school: "school" },
  /**
   * The student record and its tracking (decision 0028): staff of the school read and change it; a teacher reads the
   * record of students of the programs they teach; a student reads their own, never changes what the manager owns.
   */
  "studentRecord.read": { ...staff, teacher: "teacherOfStudent", student: "self" },
  "studentRecord.manage": staff,
  /** A student's documents: the student uploads and deletes their own, staff any student's of the school. */
  "studentDocument.upload": { ...staff, student: "self" },
  /** Comments and the communication history with a student, the school's money and chat-bot figures: staff only. */
  "studentRecord.staffOnly": staff,
  /** Who read or changed a student's personal data (decision 0033): staff of the school. */
  "personalData.audit": staff,
  /** Everything about one student as a zip, and erasing it on the student's request: the school's admin only. */
  "personalData.export": { admin_school: "school" },
  "personalData.erase": { admin_school: "school" },
  /** Another user's public profile picture. */
  "profile.read": schoolMembers,
  /** A user's name, phone and avatar. */
  "profile.edit": { admin_school: "school", admin: "belowCaller", teacher: "self", student: "self" },
  /** The chat-bot code a student sends to the school's Telegram bot. */
  "chatCode.read": { student: "self" },
  /** A student's application status per program and its history (decision 0025): staff change it. */
  "applicationStatus.read": { ...staff, teacher: "teacherOfProgram", student: "self" },
  "applicationStatus.manage": staff,
  /** The status analytics over the whole school. */
  "applicationStatus.analytics": staff,
  /**
   * The timetable (decision 0026): staff see the school's lessons, a teacher the lessons they teach, a student the
   * lessons they attend.
   */
  "schedule.read": { ...staff, teacher: "assignedTeacher", student: "attendee" },
  /** A group's lessons, a program's teachers; a student's lessons (a teacher: of a program they teach). */
  "schedule.readGroup": { ...staff, teacher: "assignedTeacher" },
  "schedule.readStudent": { ...staff, teacher: "teacherOfStudent", student: "self" },
  /** Planning lessons and series, deleting them, adding students, teachers' work days, the school's rules. */
  "schedule.manage": staff,
  /** Changing a lesson's status: which change is the service's next question (conduct, or cancel and move). */
  "schedule.setStatus": { ...staff, teacher: "assignedTeacher", student: "attendee" },
  /** Marking a lesson conducted: its teacher. */
  "schedule.conduct": { ...staff, teacher: "assignedTeacher" },
  /** Cancelling or moving a lesson: a student within the school's rules, staff beyond them with a reason. */
  "schedule.change": { ...staff, student: "attendee" },
  /** Undoing a conducted or cancelled mark. */
  "schedule.reset": staff,
  /** A teacher's work days: the teacher reads their own. */
  "workDay.read": { ...staff, teacher: "self" },
  /** The school's work hours and rules, read by everyone who sees the calendar. */
  "schedule.rules": schoolMembers,
  /** The caller's private calendar feed address. */
  "calendarFeed.own": signedIn,
  /** The feed itself: the secret in the address is the only credential a calendar app can send. */
  "calendarFeed.read": { guest: "anyone" },
  /**
   * The learning reports (decision 0031): staff the school, a teacher the students of the programs they teach, a
   * student their own rows.
   */
  "report.progress": { ...staff, teacher: "teacherOfStudent", student: "self" },
  /** The lesson reports about teachers and the school's summaries: a teacher their own lessons (on teacher_id). */
  "report.teachers": { ...staff, teacher: "self" },
  /** The lesson reports about students: a teacher the lessons they teach, a student their own rows. */
  "report.students": { ...staff, teacher: "assignedTeacher", student: "self" },
  /** What the caller paid for. */
  "payment.readOwn": signedIn,
  /**
   * A student's money (decision 0053): their payments and history, payment tranches and acts of work done. Staff any
   * student's, a student their own; teachers see no money data.
   */
  "payment.read": { ...staff, student: "self" },
  /**
   * Recording money by hand, correcting or deleting a payment, notes in its history, a program's payments: the school
   * admin and the manager. A student never marks a payment paid nor changes a sum.
   */
  "payment.manage": staff,
  /**
   * Where sales come from (decision 0056): registrations, purchases and revenue by UTM source and campaign. Money of
   * the whole school: the school admin and the manager only.
   */
  "marketing.report": staff,
  /** A student's own referral link and the credits it earned them; who referred them. */
  "referral.own": { student: "self" },
  /**
   * A guest's "Free consultation" request (a lead in the CRM), limited per address; a student's "ask the school"
   * about a program that is not sold, noted in their own history (decision 0139).
   */
  "lead.request": { guest: "anyone", student: "self" },
  /** A payment provider's notification: its signature, checked against the raw body, is the only credential. */
  "payment.notify": { guest: "anyone" },
  /** Telegram's webhook posts: the secret-token header, not a session, says it is Telegram (decision 0057). */
  "telegram.webhook": { guest: "anyone" },
  /**
   * WhatsApp's webhook (decision 0157): the handshake's Verify token and each post's X-Hub-Signature-256, made with
   * the school's app secret, not a session, say it is Meta.
   */
  "whatsapp.webhook": { guest: "anyone" },
  /**
   * Leaving or rejoining a school's mailings from a mailing's link or the mail provider's one-click button: the
   * link's signed token, naming the school, the person and the channel, is the only credential (decision 0141).
   */
  "mailing.unsubscribe": { guest: "anyone" },
  /**
   * Paying a tranche by its payment link (decision 0159): the link's token, single-purpose and expiring, is the only
   * credential, so anyone holding it (signed in or not) may see what it pays and pay it.
   */
  "paymentLink.pay": everyone,
  /**
   * The school's money screens: the balance table, the money report and its export, the school's acts of work done
   * and each act's PDF. The school admin and the manager; teachers and students see none of it.
   */
  "finance.read": staff,
  /**
   * Certificates of completion (decision 0163): a program's completion rule, issuing by hand or to all who completed,
   * revoking. Staff, like the program's other settings.
   */
  "certificate.manage": staff,
  /** A student's certificates and their PDFs: the student's own; staff anyone's in the school. */
  "certificate.read": { ...staff, student: "self" },
  /** A certificate's public verification page and call, which its QR code opens: no sign-in (rate-limited). */
  "certificate.verify": everyone,
  /** Buying a program or the priority package for oneself (a guest registers first). */
  "payment.buy": { student: "self" },
  /** Returning a provider payment: the school admin, who answers for the school's money. */
  "payment.refund": { admin_school: "school" },
  /**
   * The school's tariff with the platform: its price, the current period, its history and paying it (decision 0055).
   * Only the school admin: the bill for the platform is theirs, not a manager's.
   */
  "tariff.manage": { admin_school: "school" },
  /** The school's FAQ as the FAQ modal shows it (decision 0060): its members; another school's is never theirs. */
  "faq.read": schoolMembers,
  /**
   * The school's help and legal side (decisions 0060-0062): the FAQ, the legal documents, the support contact and the
   * onboarding video, as the settings' documents tab edits them. Staff, like the rest of the school's settings.
   */
  "help.manage": staff,
  /**
   * School notices (`send_mail/`, decision 0064): sending them to the school's users, listing them with their
   * delivery, deleting them. The school admin and the manager.
   */
  "notice.manage": staff,
  /** The caller's own notification centre and how each kind reaches them (decision 0063). */
  "notification.own": signedIn,
  /**
   * Mailings (issue 22, decision 0066): composing and sending them, their log and progress, the message templates and
   * the automatic greetings. The school admin and the manager; a teacher or a student never sends one.
   */
  "mailing.send": staff,
  /**
   * Conversations (issue 37, decision 0147): the school admin and the manager read every student's thread in the
   * inbox, reply, and assign threads; a teacher does not (a teacher's questions go through the lessons' comments).
   */
  "conversation.staff": staff,
  /** The student's own thread with the school: reading it and writing to it. */
  "conversation.own": { student: "self" },
  /**
   * Staff tasks (issue 37, decision 0149): the school admin and the manager give, take and close the school's
   * follow-ups; a teacher's work is in the lessons and the grading queue.
   */
  "staffTask.manage": staff,
  /**
   * Documents from templates (issue 38, decision 0162): the school's templates per kind and language, edited in the
   * settings like the requisites, and issuing and sending a student's documents. The school admin and the manager.
   */
  "documentTemplate.manage": staff,
  /** A student's issued documents (contracts, invoices, acts) and their PDFs: staff, and the student their own. */
  "issuedDocument.read": { ...staff, student: "self" },
  /** Accepting one's own contract in the app (a simple electronic signature): the student alone. */
  "issuedDocument.accept": { student: "self" },
  /** Automation rules (issue 37, decision 0150): the school admin sets what the school does by itself. */
  "automation.manage": { admin_school: "school" },
} as const satisfies Record<string, Grants>;

export type Permission = keyof typeof ACCESS_TABLE;
export const PERMISSIONS = Object.keys(ACCESS_TABLE) as Permission[];

/**
 * The permissions that let a caller at a student's personal data: a call whose access check grants one of them on a
 * student leaves a line in that student's audit log (decision 0033), and so does a bulk call for each user it hands
 * out (the user list's export).
 */
export const PERSONAL_DATA_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>([
  "user.read",
  "user.export",
  "user.manage",
  "studentRecord.read",
  "studentRecord.manage",
  "payment.read",
  "studentDocument.upload",
  "studentRecord.staffOnly",
  "issuedDocument.read",
  "studentProfile.read",
  "studentProfile.edit",
  "personalData.export",
  "personalData.erase",
]);

/** The relation under which a role holds a permission, or null when it does not hold it at all. */
export function relationOf(permission: Permission, role: Role): Relation | null {
  const grants: Grants = ACCESS_TABLE[permission];
  return grants[role] ?? null;
}

/** The roles that may make a call needing this permission, in a stable order (guest first). */
export function rolesHolding(permission: Permission): Role[] {
  const order: Role[] = ["guest", "admin_school", "admin", "teacher", "student"];
  return order.filter((role) => relationOf(permission, role) !== null);
}

/** The signed-in roles holding a permission: whom a query may look for among the school's users. */
export function signedInRolesHolding(permission: Permission): SignedInRole[] {
  return SIGNED_IN_ROLES.filter((role) => relationOf(permission, role) !== null);
}

/** Ranks for `belowCaller`: a user acts on users of a lower rank, and on themselves. */
export const ROLE_RANK: Record<Exclude<Role, "guest">, number> = { admin_school: 3, admin: 2, teacher: 1, student: 0 };
