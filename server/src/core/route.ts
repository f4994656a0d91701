import { Readable } from "node:stream";
import {
  API_PREFIX,
  type ContractMethod,
  type Endpoint,
  type PathParamName,
  type Permission,
  type Role,
  rolesHolding,
  type SignedInRole,
} from "@school/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Deps } from "../deps.js";
import type { Actor, Visitor } from "./access/actor.js";
import { auditActionOf, Disclosed, disclosedAnyone, recordPersonalDataAccess } from "./access/personal-data-audit.js";
import { authenticate, type Caller } from "./auth/authenticate.js";
import { matchesEtag, type PublicAnswer } from "./cache/public-answers.js";
import { sendJson } from "./compression.js";
import { AppError, forbidden } from "./errors.js";
import { refuseControlCharacters } from "./input-guard.js";
import { readerLanguage } from "./reader-language.js";
import { assertOwnedResources, type ResourceKind } from "./tenancy/resources.js";
import { resolveGuestSchool } from "./tenancy/school-context.js";
import { depsForSchool } from "./tenancy/scope.js";

/**
 * Every API route is declared through `defineRoute`: an endpoint of the contracts package (method, path, zod
 * schemas, the permission it needs: the roles holding it are the ones allowed to call, `ACCESS_TABLE` in contracts)
 * served by a handler, and which path parameters name which kind of school-owned object. `registerRoutes` turns the
 * declaration into a Fastify route whose hooks enforce, in this order: authentication (401), role (403), active
 * school (403), no control characters in any field (400), ownership of every named object by the caller's school
 * (404), then validation (400) and the handler.
 */
export type RouteDef = {
  /** The contracts' endpoint this route serves; the fields below are copied from it. */
  endpoint: Endpoint;
  method: ContractMethod;
  /** The contract path without the /api/v1/ prefix, with `{param}` placeholders as endpoints.tsv writes them. */
  path: string;
  /** What the call needs; services check the permission's relation to the object through `core/access`. */
  permission: Permission;
  /** Who may call, derived from the permission: `guest` means no token is needed (a signed-in caller may too). */
  access: readonly Role[];
  summary: string;
  tags?: readonly string[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType | null;
  status?: 200 | 201 | 204;
  /** Path parameters that name objects of the caller's school; another school's object answers 404. */
  resources?: Record<string, ResourceKind>;
  /** Calls that still work when the school's tariff is inactive (session and profile calls). */
  allowInactiveSchool?: boolean;
  /** Guest calls that act for a school found by the `domain` parameter (or the request's host). */
  needsSchool?: boolean;
  /** Why the call's deps are the owner's, across schools, instead of its school's (decisions 0049, 0129). */
  crossSchool?: string;
  multipart?: boolean;
  /** A JSON body limit other than the app's 1 MB (a board's scene); a larger body answers 413. */
  bodyLimit?: number;
  /** Keeps the exact bytes of the body in `request.rawBody` (a provider's signed notification) and accepts forms. */
  rawBody?: boolean;
  /** Guests' answers are kept per school until its public data changes, and carry an ETag (decision 0094). */
  publicCache?: boolean;
  handler: (input: RouteInput) => Promise<unknown>;
};

export type RouteInput = {
  // biome-ignore lint/suspicious/noExplicitAny: typed per route by `defineRoute`'s generics
  body: any;
  // biome-ignore lint/suspicious/noExplicitAny: typed per route by `defineRoute`'s generics
  query: any;
  // biome-ignore lint/suspicious/noExplicitAny: typed per route by `defineRoute`'s generics
  params: any;
  ctx: RequestContext;
} & Callers;

/**
 * Who the handler acts for, built once by the hooks: `actor` on routes guests may not call (the route layer has
 * refused guests before the handler), `visitor` on routes they may (the school found by the token or the address).
 * Reading `actor` without a caller answers 401, reading `visitor` where no school is served answers 404.
 */
type Callers = { readonly actor: Actor; readonly visitor: Visitor };

/** What a handler knows about who is calling and for which school, decided by the hooks and nothing else. */
export type RequestContext = {
  caller: Caller | null;
  /** The school every query of this request is scoped to: the token's school, or the guest's domain school. */
  schoolId: number | null;
  /** The caller and the school as services take them; null for a guest, or where no school is served. */
  visitor: Visitor | null;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
  /** A guest's call to a `publicCache` route that missed: where its answer is to be kept. */
  publicAnswer?: PublicAnswerSlot;
};

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/** Only the path's own placeholders can name objects (any name when the path is only known as `string`). */
type ResourcesOf<Path extends string> = string extends Path
  ? Record<string, ResourceKind>
  : [PathParamName<Path>] extends [never]
    ? never
    : Partial<Record<PathParamName<Path>, ResourceKind>>;

/** What the server adds to an endpoint: the handler, and the tenancy rules the route layer enforces before it. */
export type RouteOptions<E extends Endpoint> = {
  /** Path parameters that name objects of the caller's school; another school's object answers 404. */
  resources?: ResourcesOf<E["path"]>;
  /** Calls that still work when the school's tariff is inactive (session and profile calls). */
  allowInactiveSchool?: boolean;
  /** Guest calls that act for a school found by the `domain` parameter (or the request's host). */
  needsSchool?: boolean;
  /** Why the call's deps are the owner's, across schools, instead of its school's (decisions 0049, 0129). */
  crossSchool?: string;
  /** A JSON body limit other than the app's 1 MB (a board's scene); a larger body answers 413. */
  bodyLimit?: number;
  /** Keeps the exact bytes of the body in `request.rawBody` (a provider's signed notification) and accepts forms. */
  rawBody?: boolean;
  /**
   * A GET whose guest answer depends only on the school, the URL and the school's date: kept per school until the
   * school's public data changes, sent with an ETag for proxies (decision 0094). Signed-in callers are never served
   * from it.
   */
  publicCache?: boolean;
  handler: (
    input: {
      body: Infer<E["body"]>;
      query: Infer<E["query"]>;
      params: Infer<E["params"]>;
      ctx: RequestContext;
    } & Callers,
    // A call without a JSON answer may answer a text or a stream (a file it writes as it goes): the handler sets its
    // headers and returns the body, and the route layer sends it, as it sends every answer (a handler that sent
    // itself would be answered twice).
  ) => Promise<E["response"] extends z.ZodType ? z.input<E["response"]> : undefined | string | Readable>;
};

export function defineRoute<E extends Endpoint>(endpoint: E, options: RouteOptions<E>): RouteDef {
  return {
    endpoint,
    method: endpoint.method,
    path: endpoint.path,
    permission: endpoint.permission,
    access: endpoint.permission ? rolesHolding(endpoint.permission) : [],
    summary: endpoint.summary,
    tags: endpoint.tags,
    body: endpoint.body,
    query: endpoint.query,
    params: endpoint.params,
    response: endpoint.response,
    status: endpoint.status,
    multipart: endpoint.multipart,
    resources: options.resources as RouteDef["resources"],
    allowInactiveSchool: options.allowInactiveSchool,
    needsSchool: options.needsSchool,
    crossSchool: options.crossSchool,
    bodyLimit: options.bodyLimit,
    rawBody: options.rawBody,
    publicCache: options.publicCache,
    handler: options.handler as RouteDef["handler"],
  };
}

declare module "fastify" {
  interface FastifyContextConfig {
    routeDef?: RouteDef;
  }
  interface FastifyRequest {
    ctx: RequestContext;
    /** The body's exact bytes, on routes that declare `rawBody` (a signature is checked against them). */
    rawBody?: Buffer;
  }
  interface FastifyInstance {
    apiRoutes: readonly RegisteredApiRoute[];
  }
}

export const toFastifyPath = (path: string) => API_PREFIX + path.replace(/\{(\w+)\}/g, ":$1");

export function registerRoutes(app: FastifyInstance, deps: Deps, routes: readonly RouteDef[]): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const def of routes) {
    const guardBody = guardBodyOf(def, deps);
    const answer = answerOf(def, deps);
    typed.route({
      method: def.method,
      url: toFastifyPath(def.path),
      config: { routeDef: def },
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      ...(def.rawBody ? { preParsing: keepRawBody } : {}),
      // A JSON answer is compressed by `sendJson`, where its length is known; a stream by the plugin (decision 0119).
      ...(writesJson(def) ? { compress: false } : {}),
      schema: {
        summary: def.summary,
        tags: def.tags,
        description: `Permission: ${def.permission}. Allowed: ${def.access.join(", ")}`,
        ...(def.access.includes("guest") ? {} : { security: [{ bearerAuth: [] }] }),
        ...(def.body && !def.multipart ? { body: def.body } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.params ? { params: def.params } : {}),
        ...(def.response ? { response: { [def.status ?? 200]: def.response } } : {}),
      },
      onRequest: admission(def, deps),
      ...(guardBody ? { preValidation: guardBody } : {}),
      // Not async: the answer is sent from the handler's own promise, one step, rather than returned through an
      // async function whose promise Fastify awaits in turn (decision 0119).
      handler: (request, reply) => {
        def.handler(handlerInput(request)).then(
          (result) => answer(request, reply, result),
          (error: unknown) => failed(reply, error),
        );
      },
    });
  }
}

/** Routes whose answer is JSON text the route layer writes (not a stream, not an empty 204). */
const writesJson = (def: RouteDef) => def.response !== null && def.status !== 204;

/**
 * What follows a handler's success: the personal-data audit lines (decision 0033), then the answer, written by the
 * route's response schema. Synchronous unless lines are written or a large answer compressed.
 */
function answerOf(def: RouteDef, deps: Deps) {
  const status = def.status ?? 200;
  const action = auditActionOf(def.permission, def.method);
  const call = `${def.method} ${def.path}`;
  const send = (request: FastifyRequest, reply: FastifyReply, result: unknown): unknown => {
    if (status !== 200) reply.status(status);
    if (!writesJson(def)) return reply.send(result);
    // The route's own writer (its response schema), as Fastify would have used: JSON text.
    const json = reply.serialize(result) as string;
    const slot = request.ctx.publicAnswer;
    if (slot && deps.publicAnswers) {
      return sendPublicAnswer(request, reply, deps.publicAnswers.set({ ...slot, body: json }));
    }
    return sendJson(request, reply, json);
  };
  return (request: FastifyRequest, reply: FastifyReply, result: unknown): void => {
    try {
      const { caller, schoolId, visitor } = request.ctx;
      const sent =
        disclosedAnyone(visitor?.disclosed) && caller && schoolId !== null
          ? recordPersonalDataAccess(deps.db, {
              schoolId,
              actorId: caller.userId,
              disclosed: visitor.disclosed,
              action,
              call,
            }).then(() => send(request, reply, result))
          : send(request, reply, result);
      if (sent instanceof Promise) sent.catch((error: unknown) => failed(reply, error));
    } catch (error) {
      failed(reply, error);
    }
  };
}

/** A failure goes to the error handler, as Fastify sends an async handler's rejection. */
function failed(reply: FastifyReply, error: unknown): void {
  reply.send(error instanceof Error ? error : new Error(String(error)));
}

type PublicAnswerSlot = { schoolId: number; key: string; stamp: number };

/**
 * A guest's kept answer to this call, if any; on a miss, marks where the handler's answer goes. The key holds the
 * school, the reader's language, the URL (every filter is in its query) and the quarter-hour of the clock: answers depend
 * on the school's date, and every time zone's offset is a whole number of quarter-hours, so the date cannot change
 * within one. Signed-in callers' answers are theirs only (a proxy must not keep them).
 */
function publicAnswerOf(request: FastifyRequest, reply: FastifyReply): PublicAnswer | undefined {
  const { caller, schoolId, deps } = request.ctx;
  if (caller) {
    reply.header("cache-control", "private, no-cache");
    return undefined;
  }
  const answers = deps.publicAnswers;
  if (!answers || schoolId === null) return undefined;
  const quarterHour = Math.floor(deps.clock.now().getTime() / QUARTER_HOUR_MS);
  const key = `${schoolId} ${quarterHour} ${readerLanguage(request, null)} ${request.url}`;
  const cached = answers.get(schoolId, key);
  if (!cached) request.ctx.publicAnswer = { schoolId, key, stamp: answers.stamp() };
  return cached;
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * A guest's answer with what lets a proxy or the browser keep it: stored, but asked about again on every use
 * (`no-cache`), so a change shows at once; the question (If-None-Match) costs a 304 from memory. Answers differ for
 * signed-in callers, hence `Vary: Authorization`, and with the reader's language (decision 0134).
 */
function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicAnswer,
): FastifyReply | Promise<FastifyReply> {
  reply
    .header("cache-control", "public, no-cache")
    .header("etag", answer.etag)
    .header("vary", "Authorization, X-Language");
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) return reply.status(304).send();
  // Already JSON: sent as it is rather than written again.
  return sendJson(request, reply, answer.body);
}

/**
 * The route's onRequest hook: who calls (401), whether their role may (403), whether their school is active (403),
 * no control characters in the query or the path (400), then the request's school and context. A callback rather
 * than an async function: a signed-in call whose token and session are known decides all of it without a promise,
 * and only a first sight of a token or a guest's school waits for the database (decision 0090).
 */
function admission(
  def: RouteDef,
  deps: Deps,
): (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
  // Decided once per route, not per call: whether guests may call, whether the path has parameters to check.
  const guestsMay = def.access.includes("guest");
  const hasParams = def.path.includes("{");
  const admit = (request: FastifyRequest, reply: FastifyReply, caller: Caller | null): Promise<void> | undefined => {
    request.ctx = { caller, schoolId: caller?.schoolId ?? null, visitor: null, deps, request, reply };
    if (!guestsMay) enforceSignedIn(def, caller);
    refuseControlCharacters("query", request.query);
    if (hasParams) refuseControlCharacters("params", request.params);
    if (!caller && (def.needsSchool || def.resources)) {
      return resolveGuestSchool(request, deps).then((schoolId) => {
        request.ctx.schoolId = schoolId;
        settle(request.ctx);
      });
    }
    settle(request.ctx);
    return undefined;
  };
  const settle = (ctx: RequestContext): void => {
    // The school's deps (its handle, its queue): the owner's only where the route names why it crosses schools.
    if (!def.crossSchool) ctx.deps = depsForSchool(deps, ctx.schoolId);
    ctx.visitor = visitorOf(ctx);
  };
  // A guest's kept answer ends the request here (decision 0094); a callback hook that has sent does not call done.
  const answerOrGoOn = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const cached = def.publicCache ? publicAnswerOf(request, reply) : undefined;
    if (!cached) {
      done();
      return;
    }
    const sent = sendPublicAnswer(request, reply, cached);
    if (sent instanceof Promise) sent.catch((error: unknown) => failed(reply, error));
  };
  return (request, reply, done) => {
    try {
      const caller = authenticate(request, deps);
      const admitted =
        caller instanceof Promise
          ? caller.then((known) => admit(request, reply, known))
          : admit(request, reply, caller);
      if (admitted) admitted.then(() => answerOrGoOn(request, reply, done), done);
      else answerOrGoOn(request, reply, done);
    } catch (error) {
      done(error as Error);
    }
  };
}

/**
 * The preValidation hook, where a route needs one: no control characters in a parsed body (GET has none: Fastify
 * reads no body for it), then every path id of the caller's school (404).
 */
function guardBodyOf(def: RouteDef, deps: Deps) {
  const { resources } = def;
  if (resources) {
    return async (request: FastifyRequest) => {
      refuseControlCharacters("body", request.body);
      await assertOwnedResources(deps.db, request.ctx.schoolId, resources, request.params);
    };
  }
  if (def.method === "GET") return undefined;
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    try {
      refuseControlCharacters("body", request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}

/**
 * The caller and the school as services take them, once the hooks have decided both, with the record of the
 * students a personal-data permission discloses to a signed-in caller (decision 0033).
 */
function visitorOf({ caller, schoolId, deps, request }: RequestContext): Visitor | null {
  if (schoolId === null) return null;
  const language = readerLanguage(request, caller?.savedLanguage);
  return { db: deps.db, schoolId, caller, deps, language, disclosed: caller ? new Disclosed() : null };
}

/**
 * A handler's input. A class, not an object literal with getters: each request's literal cost the signed-in route a
 * quarter of its throughput in `npm run bench` (0.25 of bare node:http against 0.34), the class's shared getters none.
 */
class HandlerInput {
  constructor(
    readonly body: unknown,
    readonly query: unknown,
    readonly params: unknown,
    readonly ctx: RequestContext,
  ) {}

  get actor(): Actor {
    const { visitor } = this.ctx;
    if (!visitor?.caller) throw new AppError("not_authenticated", "Authentication credentials were not provided.");
    return visitor as Actor;
  }

  get visitor(): Visitor {
    if (!this.ctx.visitor) throw new AppError("not_found", "No school is registered at this address");
    return this.ctx.visitor;
  }
}

function handlerInput(request: FastifyRequest): RouteInput {
  return new HandlerInput(request.body, request.query, request.params, request.ctx) as RouteInput;
}

/** A route guests may not call: a caller (401) of a role it allows (403), of an active school unless it need not be. */
function enforceSignedIn(def: RouteDef, caller: Caller | null): void {
  if (!caller) throw new AppError("not_authenticated", "Authentication credentials were not provided.");
  if (!def.access.includes(caller.role satisfies SignedInRole)) throw forbidden();
  if (!caller.schoolActive && !def.allowInactiveSchool) {
    throw new AppError("school_inactive", "The school's tariff is not active");
  }
}

/**
 * Reads the body's bytes before any parser, keeps them on the request and hands the parser the same bytes: a
 * signature is checked against exactly what was sent, not against a re-serialised object.
 */
async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: Readable): Promise<Readable> {
  const limit = request.routeOptions.bodyLimit ?? 1024 * 1024;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) throw new AppError("payload_too_large", "The request body is too large");
    chunks.push(bytes);
  }
  request.rawBody = Buffer.concat(chunks);
  const copy = Readable.from([request.rawBody], { objectMode: false }) as Readable & { receivedEncodedLength?: number };
  copy.receivedEncodedLength = size;
  return copy;
}

export type RegisteredApiRoute = { method: string; url: string; def: RouteDef };

/**
 * Refuses to start when any API route was added without going through `defineRoute` (so without roles), and
 * records every API route Fastify really registered, for the route-walk and contract tests.
 */
export function requireRouteDefinitions(app: FastifyInstance): RegisteredApiRoute[] {
  const registered: RegisteredApiRoute[] = [];
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    if (route.method === "HEAD" || route.method === "OPTIONS") return;
    const def = route.config?.routeDef;
    if (!def?.permission || !def.access?.length) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission; use defineRoute`);
    }
    registered.push({ method: String(route.method), url: route.url, def });
  });
  return registered;
}
