import { MAX_PAGE } from "@school/contracts";
import { describe, expect, it, vi } from "vitest";
import { pageLinks, pageWindow, rowsAndCount, rowsOfPage } from "./pagination.js";

describe("rowsOfPage", () => {
  const rows = (ids: number[]) => ids.map((id) => ({ id, name: `row ${id}` }));

  it("builds the rows of the page's ids only, in the ids' order", async () => {
    const loadRows = vi.fn(async (ids: number[]) => rows([...ids].sort((left, right) => left - right)));
    const page = await rowsOfPage({
      window: pageWindow(3, 4),
      selectIds: async (window) => {
        expect(window).toEqual({ limit: 4, offset: 8 });
        return [{ id: 9 }, { id: 2 }, { id: 7 }];
      },
      loadRows,
    });
    expect(loadRows).toHaveBeenCalledWith([9, 2, 7]);
    expect(page.map((row) => row.id)).toEqual([9, 2, 7]);
  });

  it("leaves out a row gone between the two steps, and loads nothing for an empty page", async () => {
    const gone = await rowsOfPage({
      window: pageWindow(1, 3),
      selectIds: async () => rows([1, 2, 3]),
      loadRows: async () => rows([3, 1]),
    });
    expect(gone.map((row) => row.id)).toEqual([1, 3]);
    const loadRows = vi.fn(async () => rows([1]));
    expect(await rowsOfPage({ window: pageWindow(9, 3), selectIds: async () => [], loadRows })).toEqual([]);
    expect(loadRows).not.toHaveBeenCalled();
  });
});

describe("rowsAndCount", () => {
  /** A list of `size` rows, paged as a query would page it, and counting how often it is counted. */
  const listOf = (size: number) => {
    const all = Array.from({ length: size }, (_, index) => index + 1);
    const count = vi.fn(async () => all.length);
    const page = (page: number, pageSize: number) =>
      rowsAndCount({
        window: pageWindow(page, pageSize),
        selectRows: async ({ limit, offset }) => all.slice(offset, offset + limit),
        count,
      });
    return { page, count };
  };

  it("counts a list that ends on the page from the page, without a count", async () => {
    for (const [size, page] of [
      [0, 1],
      [3, 1],
      [10, 1],
      [13, 2],
      [20, 2],
    ]) {
      const list = listOf(size!);
      const { rows, count } = await list.page(page!, 10);
      expect(count).toBe(size);
      expect(rows).toEqual(
        Array.from({ length: size! - (page! - 1) * 10 }, (_, index) => (page! - 1) * 10 + index + 1),
      );
      expect(list.count).not.toHaveBeenCalled();
    }
  });

  it("counts a list going on past the page, or a page past its end, with its count", async () => {
    const longer = listOf(11);
    expect(await longer.page(1, 10)).toEqual({ rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], count: 11 });
    expect(longer.count).toHaveBeenCalledOnce();
    const past = listOf(10);
    expect(await past.page(3, 10)).toEqual({ rows: [], count: 10 });
    expect(past.count).toHaveBeenCalledOnce();
  });
});

describe("pageLinks", () => {
  const links = (page: number, count: number) =>
    pageLinks({ publicUrl: "https://school.kz", requestUrl: "/api/list/?tag=1", page, pageSize: 10, count });

  it("never links past the deepest page the contract allows", () => {
    const count = (MAX_PAGE + 5) * 10;
    expect(links(MAX_PAGE - 1, count).next).toBe(`https://school.kz/api/list/?tag=1&page=${MAX_PAGE}`);
    expect(links(MAX_PAGE, count).next).toBeNull();
    expect(links(MAX_PAGE, count).previous).toBe(`https://school.kz/api/list/?tag=1&page=${MAX_PAGE - 1}`);
  });
});
