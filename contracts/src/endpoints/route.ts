import type { Endpoint } from "./endpoint.js";

/**
 * What the web needs of an endpoint at run time (decision 0039): its method and path (and whether it answers 201
 * or 204, or takes a multipart form), without the zod schemas an endpoint object is built from. It carries the
 * endpoint's type as a phantom, so a call is typed by the endpoint's schemas (path values, query names, body,
 * answer) while the browser downloads no schema. `routes/<area>.ts` hold one per endpoint, generated from them.
 */
export type Route<E extends Endpoint = Endpoint> = {
  readonly method: E["method"];
  readonly path: E["path"];
  readonly status?: E["status"];
  readonly multipart?: boolean;
  /** The endpoint answers no JSON (a 204, or a file it streams): its response schema is `null`. */
  readonly noJsonAnswer?: true;
  /** Type only: never present at run time. */
  readonly "~endpoint"?: E;
  /** An endpoint object is not a route: the web calls with routes, which carry no schema. */
  readonly response?: never;
};

/** The endpoint a route was generated from (its type only). */
export type EndpointOf<R extends Route> = NonNullable<R["~endpoint"]>;
