import type { z } from "zod";
import type { Permission } from "../access.js";
import type { ContractMethod } from "../api-contract.js";

/**
 * One API call as data, written once (decision 0016): the contract's method and path, the permission whose roles
 * may call it, the OpenAPI text and the zod schemas of what goes in and comes out. The server's `defineRoute`
 * serves it, the web's `callEndpoint` calls it, and the contract test holds it to the API contract table.
 */
export type Endpoint<
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | null = z.ZodType | null,
> = {
  readonly method: ContractMethod;
  /** As the contract writes it, without the /api/v1/ prefix, with `{param}` placeholders. */
  readonly path: Path;
  /** What the call needs (`ACCESS_TABLE`); the roles holding it are the ones allowed to call. */
  readonly permission: Permission;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params: Params;
  readonly query: Query;
  /** The JSON body; multipart calls declare none and read their file on the server. */
  readonly body: Body;
  /** The answer's schema; `null` for calls that answer without a body (204). */
  readonly response: Response;
  readonly status?: 200 | 201 | 204;
  readonly multipart?: boolean;
};

export type EndpointDef<
  Path extends string,
  Params extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType | null,
> = Omit<Endpoint<Path, Params, Query, Body, Response>, "params" | "query" | "body"> & {
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
};

/** Declares an endpoint, keeping the literal path (for typed path parameters) and the exact schemas. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  const Path extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | null = null,
>(def: EndpointDef<Path, Params, Query, Body, Response>): Endpoint<Path, Params, Query, Body, Response> {
  type Declared = Endpoint<Path, Params, Query, Body, Response>;
  return { params: undefined, query: undefined, body: undefined, ...def } as Declared;
}

/** The names of a path's `{param}` placeholders: `"course/{courseId}/{userId}/"` → `"courseId" | "userId"`. */
export type PathParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

/** A value for every placeholder of a path (any name when the path is only known as `string`). */
export type PathParams<Path extends string> = string extends Path
  ? Record<string, string | number>
  : Record<PathParamName<Path>, string | number>;

/** Paths without placeholders take no values; the rest need one per placeholder. */
export type PathParamsArgument<Path extends string> = [PathParamName<Path>] extends [never]
  ? string extends Path
    ? [params?: PathParams<Path>]
    : [params?: Record<string, never>]
  : [params: PathParams<Path>];

/** The endpoint's path with every `{param}` filled (URI-encoded), still without the /api/v1/ prefix. */
export function endpointPath<Path extends string>(
  target: Pick<Endpoint<Path>, "path">,
  ...[params]: PathParamsArgument<Path>
): string {
  const values: Record<string, string | number> = params ?? {};
  return target.path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${target.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
