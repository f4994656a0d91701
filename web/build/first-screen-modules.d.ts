/** The web app's sources (web/src). */
export declare const SOURCE: string;
/**
 * What the catalogue's first screen loads before any page (decision 0038): the entry and the layouts. A page that
 * is drawn without Ant Design joins them once its components are.
 */
export declare const FIRST_SCREEN_ROOTS: string[];
/** Every module reachable by static imports from the roots (a package by its name), with the chain that reaches it. */
export declare function modulesFrom(roots: readonly string[]): Map<string, string[]>;
/**
 * The chunks the build makes of the first screen beyond the entry (vite.config.ts, decision 0106): split along
 * their lazy edges they made two dozen files of one to four kilobytes (each a round trip on a phone's link), and as
 * one file every route downloaded the catalogue and the program page together. So: what only the catalogue's screen
 * uses, what only a program's page uses, and what two parts share (the shell, the API client, the lite controls).
 * A module the entry reaches stays in the entry, so the entry imports none of these: the server names a route's
 * chunks in its page (`route-preloads.json`). What only the guest layout uses joins the shared file (a guest
 * always needs it); what only the signed-in layout uses stays in that layout's chunk. The entry's
 * own modules are a set too: the bundler would otherwise give each one that a lazy chunk also imports a file of its
 * own, and the entry would start with a dozen small files.
 */
export declare function firstScreenChunkGroups(): {
  entry: Set<string>;
  cataloguePage: Set<string>;
  programPage: Set<string>;
  shared: Set<string>;
};
