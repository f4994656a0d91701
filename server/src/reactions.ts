import type { RecordedEventReaction, RecordedTrigger } from "./core/automation-events.js";
import type { LearningReaction } from "./core/learning-events.js";
import type { ModuleManifest } from "./core/module-manifest.js";
import type { PaymentListener } from "./core/payments/listeners.js";
import type { Reaction } from "./core/reaction.js";
import { MODULES } from "./modules/index.js";

/**
 * Who reacts to what, in one place. Each module declares its reactions in its manifest (`<name>.module.ts`); this
 * registry gathers them from the list of modules (`MODULES`), whose order is the order they run (within a module, its
 * manifest's). app.ts hands the payment listeners to the payments module (a recorded event reaches its reaction as a
 * job), and docs/architecture.md draws the table below from it (reactions.test.ts keeps the page in step). A new kind
 * of event (a lesson finished) gets its list here, and its field in the manifest, when a module first reacts to it.
 */

const manifests: readonly ModuleManifest[] = MODULES;

/**
 * What a payment buys, each done by the module that owns it inside the transaction that records the payment
 * (decision 0051): the payments module imports none of them, it gets this list as `deps.paymentListeners`.
 */
export const PAYMENT_LISTENERS: readonly PaymentListener[] = manifests.flatMap(
  (module) => module.paymentListeners ?? [],
);

/**
 * What follows an event another module records as it happens (`recordEvent`, decision 0150): a job stored in the
 * change's transaction, which the reacting module's job kind runs after the commit.
 */
export const RECORDED_EVENT_REACTIONS: readonly RecordedEventReaction[] = manifests.flatMap(
  (module) => module.recordedEventReactions ?? [],
);

/**
 * What follows a student's learning moving on (a list handed in or graded again, so a lesson may be finished and a
 * list passed): the answers module records it in the grading's transaction (`recordLearningProgress`), and the
 * reaction runs as its job after the commit (decision 0163).
 */
export const LEARNING_REACTIONS: readonly LearningReaction[] = manifests.flatMap(
  (module) => module.learningReactions ?? [],
);

/** Each event as the architecture page names it, with its reactions in the order they run. */
export const EVENTS: readonly { when: string; reactions: readonly { module: string; does: string }[] }[] = [
  ...eventsOf(PAYMENT_LISTENERS, { paid: "a payment is paid", refunded: "a payment is refunded" }),
  ...eventsOf<RecordedTrigger>(RECORDED_EVENT_REACTIONS, {
    application_status_changed: "an application's status is set",
    lead_registered: "a lead is registered",
  }),
  ...eventsOf(LEARNING_REACTIONS, { progressed: "a student's learning moves on" }),
];

/** A list's events, each named, with the reactions that take it. */
function eventsOf<Event extends string>(list: readonly Reaction<Event>[], names: Record<Event, string>) {
  return (Object.keys(names) as Event[]).map((event) => ({
    when: names[event],
    reactions: list.flatMap((reaction) => {
      const does = reaction.does[event];
      return does ? [{ module: reaction.module, does }] : [];
    }),
  }));
}

/** The registry as the architecture page's table: an event, the module that reacts, and what it does. */
export function reactionsTable(): string {
  const rows = EVENTS.flatMap(({ when, reactions }) =>
    reactions.map((reaction) => [when, `\`${reaction.module}\``, reaction.does]),
  );
  return markdownTable([["when", "module", "what it does"], ...rows]);
}

/** A Markdown table with its columns padded as the formatter (Biome) writes them, so the page stays formatted. */
function markdownTable([head = [], ...body]: string[][]): string {
  const widths = head.map((_, column) => Math.max(3, ...[head, ...body].map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [line(head), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n");
}
