import type { RecordedEventReaction } from "./automation-events.js";
import type { LearningReaction } from "./learning-events.js";
import type { PaymentListener } from "./payments/listeners.js";
import type { JobTable } from "./queue/job-kinds.js";
import type { RouteDef } from "./route.js";

/**
 * What a module brings to the app, declared once in its own folder (`modules/<name>/<name>.module.ts`, re-exported by
 * its door): its routes, its kinds of background job and its reactions to other modules' events. `modules/index.ts`
 * lists every module's manifest (`MODULES`), and the app takes from that one list what they declare: the routes it
 * registers, the job table the queue runs (app.ts), the reactions in the order they run (reactions.ts). So adding a
 * module is its folder and one line there, and core, which imports no module, knows the modules only as this shape.
 */
export type ModuleManifest = {
  /** The module's folder under modules/, as the architecture test checks. */
  name: string;
  /** Its API routes, its sub-folders' included. */
  routes: readonly RouteDef[];
  /**
   * Its kinds of background job, each under the name it declares beside its definition (`JobKinds`, through
   * `declare module`), which types `enqueue`: a kind under a name declared for another kind fails the build here.
   */
  jobs?: Partial<JobTable>;
  /** What it does when a payment is paid or refunded, inside the transaction that records it (decision 0051). */
  paymentListeners?: readonly PaymentListener[];
  /** What follows an event another module records as it happens (`recordEvent`, decision 0150). */
  recordedEventReactions?: readonly RecordedEventReaction[];
  /** What follows a student's learning moving on (`recordLearningProgress`, decision 0163). */
  learningReactions?: readonly LearningReaction[];
};

/** A manifest's job kinds whose names no module declared (`JobKinds`), each made `never` so that one fails the build. */
type UndeclaredJobs<Manifest> = Manifest extends { jobs: infer Jobs }
  ? { jobs: { readonly [Name in Exclude<keyof Jobs, keyof JobTable>]: never } }
  : unknown;

/**
 * A module's manifest, its type kept as written (a `const` type parameter): its name as a literal and each job kind
 * under its own name, so app.ts can type the table of every module's kinds from `MODULES` (`JobsOf`) and a kind
 * declared but registered by no manifest fails the build.
 */
export function defineModule<const Manifest extends ModuleManifest>(
  manifest: Manifest & UndeclaredJobs<Manifest>,
): Manifest {
  return manifest;
}

/** The members of a union as one intersection: a union in a parameter's place is inferred back as their intersection. */
type UnionToIntersection<Union> = (Union extends unknown ? (member: Union) => void : never) extends (
  member: infer Intersection,
) => void
  ? Intersection
  : never;

/** The job kinds of some manifests as one table: every manifest's `jobs` together, each kind under its name. */
type JobsOf<Manifest> = UnionToIntersection<Manifest extends { jobs: infer Jobs } ? Jobs : never>;

/** Every job kind the manifests register, as one table typed by their own (see `JobsOf`). */
export function jobTableOf<const Manifests extends readonly ModuleManifest[]>(
  manifests: Manifests,
): JobsOf<Manifests[number]> {
  // `Object.fromEntries` knows only that each value is some kind; the manifests' own types name each one.
  return Object.fromEntries(manifests.flatMap((manifest) => Object.entries(manifest.jobs ?? {}))) as JobsOf<
    Manifests[number]
  >;
}
