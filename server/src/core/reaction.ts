/**
 * What a module does when another module's event happens, as data: the registry (server/src/reactions.ts) lists each
 * event's reactions, and the architecture page's table is drawn from them. A kind of event adds its handlers (a
 * payment listener's `paid`, `refunded`) or the job that carries it (`automation.event`) beside this description.
 */
export type Reaction<Event extends string> = {
  /** For logs and tests. */
  name: string;
  /** The reacting module's folder under modules/, as the architecture page's table of reactions names it. */
  module: string;
  /** What it does on each event it takes, a line each, for that table. */
  does: Partial<Record<Event, string>>;
};
