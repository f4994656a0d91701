import type { ApplicationStatusKey, AutomationTrigger } from "@school/contracts";
import type { Reaction } from "./reaction.js";
import type { SchoolWork, Transacted } from "./tenancy/scope.js";

/**
 * An event the school's automation rules read (decisions 0150, 0152), recorded by the module where it happens (a
 * status set, a lead registered) as a job stored in that change's transaction: no event is lost, none is made by a
 * change rolled back. The automation module runs the rules on it (`automation.event`); the modules that record events
 * import this, not the automation module, so none of them depends on what the rules do.
 */
export type AutomationEvent = {
  trigger: AutomationTrigger;
  /** The event's identity, with its kind: `status:<history id>`, `lead:<user id>`, `expiry:<user>:<item>:<date>`… */
  key: string;
  studentId: number;
  /** The program the event is about; null for a student-wide one (a tranche, a silence, a document). */
  courseId: number | null;
  toStatus: ApplicationStatusKey | null;
  occurredAt: string;
};

/** Records the event: the job `automation.event`, stored with the change. */
export async function recordEvent(work: Transacted<SchoolWork>, event: AutomationEvent): Promise<void> {
  await work.jobs.enqueue("automation.event", {
    school_id: work.schoolId,
    trigger: event.trigger,
    key: event.key,
    student_id: event.studentId,
    course_id: event.courseId,
    to_status: event.toStatus,
    occurred_at: event.occurredAt,
  });
}

/** The triggers a module records as they happen (`recordEvent`); the others the morning sweep finds. */
export type RecordedTrigger = "application_status_changed" | "lead_registered";

/**
 * What a module does with a recorded event, as the registry of reactions lists it (server/src/reactions.ts): the
 * event reaches it as the job `automation.event`, stored with the change it tells of.
 */
export type RecordedEventReaction = Reaction<RecordedTrigger>;
