import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { answerProblem, registerResponseSerializer } from "./serializer.js";

const answer = z.object({ status: z.enum(["open", "closed"]), count: z.number() });

async function appAnswering(data: unknown, checkAnswers: boolean) {
  const app = Fastify({ logger: false });
  registerResponseSerializer(app, { checkAnswers });
  app.get("/thing", { schema: { response: { 200: answer } } }, async () => data);
  await app.ready();
  return app;
}

describe("answers checked against their response schema", () => {
  it("sends an answer that fits", async () => {
    const app = await appAnswering({ status: "open", count: 2, secret: "x" }, true);
    const response = await app.inject({ method: "GET", url: "/thing" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "open", count: 2 });
  });

  it("fails the request with a 500 naming the field when the answer breaks the schema", async () => {
    const app = await appAnswering({ status: "lost", count: 2 }, true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await app.inject({ method: "GET", url: "/thing" });
    expect(response.statusCode).toBe(500);
    expect(logged.mock.calls[0]?.[0]).toMatch(/GET \/thing \(200\) breaks its response schema.*status/s);
    logged.mockRestore();
  });

  it("sends it unchecked in production", async () => {
    const app = await appAnswering({ status: "lost", count: 2 }, false);
    expect((await app.inject({ method: "GET", url: "/thing" })).statusCode).toBe(200);
  });

  it("refuses a schema that would change the answer as a client reads it", () => {
    const lengths = z.object({ name: z.string().transform((name) => name.length) });
    expect(answerProblem(lengths, '{"name":"abc"}')).toMatch(/changes the answer as sent/);
    expect(answerProblem(z.object({ n: z.number().default(1) }), "{}")).toMatch(/changes the answer/);
    expect(answerProblem(z.object({ n: z.coerce.number() }), '{"n":"4"}')).toMatch(/changes the answer/);
    expect(answerProblem(z.object({ n: z.coerce.number() }), '{"n":4}')).toBeNull();
  });
});
