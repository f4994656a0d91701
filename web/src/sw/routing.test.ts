import { describe, expect, it } from "vitest";
import { cachesToDelete, routeRequest } from "./routing";

const ORIGIN = "https://school.example";
const navigate = (path: string) => ({ method: "GET", mode: "navigate", url: `${ORIGIN}${path}` });

describe("the service worker's routing table (decision 0175)", () => {
  it("answers a signed-in screen's navigation from the page it keeps, one page per path, whatever the query", () => {
    expect(routeRequest(navigate("/my-course"), ORIGIN)).toEqual({ kind: "shell", key: `${ORIGIN}/my-course` });
    expect(routeRequest(navigate("/inbox?hl=kk"), ORIGIN)).toEqual({ kind: "shell", key: `${ORIGIN}/inbox` });
    expect(routeRequest(navigate("/course/view/7/lesson/3"), ORIGIN)).toEqual({
      kind: "shell",
      key: `${ORIGIN}/course/view/7/lesson/3`,
    });
  });

  it("sends guest pages, the root, the API, media and unknown paths to the network", () => {
    for (const path of ["/", "/guest-catalog", "/login", "/api/v1/courses", "/media/x.png", "/nowhere", "/sw.js"]) {
      expect(routeRequest(navigate(path), ORIGIN), path).toEqual({ kind: "network" });
    }
  });

  it("keeps hashed assets, and nothing of another origin, a non-GET or a fetch of a screen's address", () => {
    expect(routeRequest({ method: "GET", mode: "cors", url: `${ORIGIN}/assets/app-1a2b.js` }, ORIGIN)).toEqual({
      kind: "asset",
    });
    expect(routeRequest({ method: "POST", mode: "navigate", url: `${ORIGIN}/my-course` }, ORIGIN).kind).toBe("network");
    expect(routeRequest({ method: "GET", mode: "cors", url: `${ORIGIN}/my-course` }, ORIGIN).kind).toBe("network");
    expect(routeRequest({ method: "GET", mode: "cors", url: "https://cdn.example/assets/a.js" }, ORIGIN).kind).toBe(
      "network",
    );
  });

  it("deletes every older cache of the app on activation and leaves other caches alone", () => {
    const names = ["school-assets-old", "school-shells-old", "school-assets-new", "school-shells-new", "other"];
    expect(cachesToDelete(names, "new")).toEqual(["school-assets-old", "school-shells-old"]);
  });
});
