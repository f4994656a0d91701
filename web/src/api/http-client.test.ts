import { getMailing } from "@school/contracts/routes";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callEndpoint, sendApiCallsThrough } from "./http-client";

/** An answer whose body stops half-way: the request's signal aborted while the JSON was arriving. */
const answerCutByAbort = () =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id": 1, "subject": '));
        setTimeout(() => controller.error(new DOMException("The operation was aborted.", "AbortError")), 5);
      },
    }),
    { status: 200, headers: { "content-type": "application/json" } },
  );

afterEach(() => vi.restoreAllMocks());

describe("an API call", () => {
  it("given up while its answer arrives ends as aborted, not as an unexpected answer (issue 50: /mailings/1)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    sendApiCallsThrough(async () => answerCutByAbort());
    await expect(callEndpoint(getMailing, { params: { id: 1 } })).rejects.toMatchObject({ name: "AbortError" });
    expect(logged).not.toHaveBeenCalled();
  });

  it("answered with something that is not JSON still fails as an invalid answer, and says so", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    sendApiCallsThrough(async () => new Response("<html>Bad gateway</html>", { status: 200 }));
    await expect(callEndpoint(getMailing, { params: { id: 1 } })).rejects.toMatchObject({ code: "invalid_response" });
    expect(logged).toHaveBeenCalledWith("Unexpected API answer", expect.anything());
  });
});
