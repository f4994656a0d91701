import { z } from "zod";
import type { JobContext } from "../../deps.js";
import { type SchoolWork, schoolScope } from "../tenancy/scope.js";
import { defineJobKind, type JobKind } from "./queue.js";

/** The field every job for one school carries: the school it works in. */
const SCHOOL_FIELD = { school_id: z.number().int() };

/**
 * What a job for one school works with beside its payload: its school's work (`SchoolWork`, whose deps are the
 * school's: its handle, its queue, its clock) and the transports only workers use. The app's own deps, with the
 * owner's handle, are not handed on: a school's job reaches no more than a request of that school does (decision 0130).
 */
export type SchoolJobContext = Omit<JobContext, "deps"> & { school: SchoolWork };

/**
 * A kind of job for one school, as its module writes it: its own payload fields (the school's is added), and a
 * handler that gets the school's work made for it. No `cron`: a recurring job names no school, so its dispatch, on
 * the owner's handle, queues one of these per school (`queueSchoolDays`).
 */
export type SchoolJobKind<Own extends z.ZodObject> = Omit<JobKind<Own, SchoolJobContext>, "cron">;

/** A kind's own payload with the school's field: what a stored job parses to, and what `enqueue` must be handed. */
type WithSchool<Own extends z.ZodObject> = z.ZodType<
  z.output<Own> & { school_id: number },
  z.input<Own> & { school_id: number }
>;

/**
 * A job kind for one school (issue 52): its payload is the kind's own fields and `school_id`, and its handler gets
 * that school's `SchoolWork`, made once by `schoolScope` as a request's service gets its `Actor`, so no handler
 * builds its school's scope, or reaches past it, by hand. What it returns is an ordinary job kind: the queue, the job
 * table and `enqueue(name, { school_id, … })` take it as they take any other.
 */
export function defineSchoolJobKind<Own extends z.ZodObject<z.ZodRawShape & { school_id?: never }>>(
  kind: SchoolJobKind<Own>,
): JobKind<WithSchool<Own>, JobContext> {
  const { payload, handle, ...rest } = kind;
  // The object extended parses to the kind's own fields and `school_id`; over a shape not known yet, zod's type of it
  // is too deep for the compiler to see that it is a `WithSchool`.
  const withSchool = payload.extend(SCHOOL_FIELD) as unknown as WithSchool<Own>;
  return defineJobKind({
    ...rest,
    payload: withSchool,
    async handle(job, { deps, ...transports }: JobContext) {
      await handle(job, { ...transports, school: schoolScope(deps, job.school_id) });
    },
  });
}
