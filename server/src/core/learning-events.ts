import type { Reaction } from "./reaction.js";
import type { SchoolWork, Scope, Transacted } from "./tenancy/scope.js";

/**
 * A student's learning moved on (decision 0163): an attempt at an exercise list was handed in or graded again, so a
 * lesson may be finished now and a list passed. The answers module records it in that change's transaction; the
 * modules that react to it (the certificates) take it as their job after the commit, so the grading path imports
 * none of them and no event is lost or made by a change rolled back. It names the lesson; a reaction finds the
 * program from it.
 */
export type LearningProgress = { userId: number; lessonId: number };

/**
 * A school's scope inside a transaction that stores jobs in it: what grading and issuing need (`inTransaction` of a
 * request's or a job's scope is one; the seed, which runs before the queue, hands a sender of its own).
 */
export type StoringJobs = Scope & Pick<Transacted<SchoolWork>, "jobs">;

/** The event as the job `certificates.completion`, stored with the change it tells of. */
export async function recordLearningProgress(work: StoringJobs, event: LearningProgress): Promise<void> {
  await work.jobs.enqueue("certificates.completion", {
    school_id: work.schoolId,
    user_id: event.userId,
    lesson_id: event.lessonId,
  });
}

/** What a module does when a student's learning moves on, as the registry of reactions lists it. */
export type LearningReaction = Reaction<"progressed">;
