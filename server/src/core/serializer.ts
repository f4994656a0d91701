import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

/**
 * Responses are written by fast-json-stringify compiled from each route's zod response schema: only declared
 * fields leave the server (lean JSON, nothing leaked), at a fraction of the cost of validating every answer.
 * Inputs are still validated by zod.
 *
 * With `checkAnswers` (development and tests, never production) every answer is also read back as a client reads
 * it: the JSON must pass the route's response schema and come out of it unchanged (no default filled, no value
 * coerced or transformed), so the web may use an answer as it arrives without parsing it (decision 0039). An
 * answer that breaks its contract fails the request with a 500 and says which field, so every API test checks the
 * answers it receives.
 */
export function registerResponseSerializer(app: FastifyInstance, options: { checkAnswers: boolean }): void {
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    const serialize = writerOf(schema);
    if (!options.checkAnswers) return serialize;
    return (data) => {
      const json = serialize(data);
      const problem = answerProblem(schema, json);
      if (problem !== null) {
        const message = `The answer of ${method} ${url} (${httpStatus}) breaks its response schema: ${problem}`;
        // The test app's logger is silent; a broken answer must still say why next to the failing test.
        console.error(message);
        throw new Error(message);
      }
      return json;
    };
  });
}

type Writer = (data: unknown) => string;

/**
 * Each response schema's writer, compiled once per process: the contracts' schemas are the same objects in every app
 * a process builds (a test worker builds one per file), and compiling them all took half a second of CPU per app.
 */
const writers = new WeakMap<z.ZodType, Writer>();

function writerOf(schema: z.ZodType): Writer {
  const kept = writers.get(schema);
  if (kept) return kept;
  const jsonSchema = z.toJSONSchema(schema, {
    target: "draft-7",
    io: "output",
    unrepresentable: "any",
    // A record's key schema only validates, which the writer does not do; fast-json-stringify's schema compiler
    // refuses a `propertyNames` without an object type and logs it at every start.
    override: ({ jsonSchema }) => {
      delete jsonSchema.propertyNames;
    },
  });
  const writer: Writer = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  writers.set(schema, writer);
  return writer;
}

/** Why a client reading `json` with `schema` would reject it or get something else than was sent; null if not. */
export function answerProblem(schema: z.ZodType, json: string): string | null {
  const sent: unknown = JSON.parse(json);
  const parsed = schema.safeParse(sent);
  if (!parsed.success) return z.prettifyError(parsed.error);
  if (!isDeepStrictEqual(parsed.data, sent)) {
    return `the schema changes the answer as sent (a default, coercion or transform): sent ${json.slice(0, 500)}, read ${JSON.stringify(parsed.data).slice(0, 500)}`;
  }
  return null;
}
