import type { Orm } from "../db/orm.js";
import { Course } from "../modules/courses/course.entity.js";
import { openTestOrm } from "../../test/database.js";
import { createCourse, unique } from "../../test/factories.js";
import { type SortKey, SortDirection, keysetPage } from "../db/keyset.js";
import { type PageArgs } from "./connection.js";

let orm: Orm;
let close: () => Promise<void>;
const tag = unique();
const ids: number[] = [];

beforeAll(async () => {
  ({ orm, close } = await openTestOrm({ demo: false }));
  // Repeated titles and hours: only the id tells those rows apart.
  for (let i = 0; i < 23; i++) {
    const course = await createCourse({ orm }, { title: `${tag} ${i % 4}`, hours: 1 + (i % 3) });
    ids.push(course.id);
  }
});
afterAll(() => close());

const where = { title: { $like: `${tag}%` } };
const byTitle: SortKey[] = [{ property: "title", type: "string" }];
const byHoursThenTime: SortKey[] = [
  { property: "hours", type: "number" },
  { property: "createdAt", type: "date" },
];

const page = (keys: SortKey[], direction: SortDirection, args: PageArgs) =>
  keysetPage(orm.em.fork(), Course, { where, sort: { name: "t", keys, direction }, page: args });

/** Every id, in `order`, read page by page forward; then the same read backward from the end. */
async function walk(keys: SortKey[], direction: SortDirection, size: number) {
  const forward: number[] = [];
  let after: string | null = null;
  for (;;) {
    const result = await page(keys, direction, { first: size, after });
    expect(await result.totalCount).toBe(23);
    forward.push(...result.edges.map(edge => edge.node.id));
    if (!result.pageInfo.hasNextPage) break;
    after = result.pageInfo.endCursor;
  }
  const backward: number[] = [];
  let before: string | null = null;
  for (;;) {
    const result = await page(keys, direction, { last: size, before });
    backward.unshift(...result.edges.map(edge => edge.node.id));
    if (!result.pageInfo.hasPreviousPage) break;
    before = result.pageInfo.startCursor;
  }
  return { forward, backward };
}

async function expected(keys: SortKey[], direction: SortDirection) {
  const dir = direction === SortDirection.ASC ? "asc" : "desc";
  const orderBy = Object.fromEntries([...keys.map(k => [k.property, dir]), ["id", dir]]);
  return (await orm.em.fork().find(Course, where, { orderBy })).map(course => course.id);
}

describe("keyset pages", () => {
  it.each([
    ["title ascending", byTitle, SortDirection.ASC, 5],
    ["title descending", byTitle, SortDirection.DESC, 4],
    ["hours then time descending", byHoursThenTime, SortDirection.DESC, 7],
    ["hours then time ascending", byHoursThenTime, SortDirection.ASC, 23],
  ] as const)(
    "walk every row once by %s, forward and backward",
    async (_name, keys, direction, size) => {
      const { forward, backward } = await walk([...keys], direction, size);
      const all = await expected([...keys], direction);
      expect(forward).toEqual(all);
      expect(backward).toEqual(all);
      expect(new Set(all)).toEqual(new Set(ids));
    },
  );

  it("neither skips nor repeats a row when rows are added between pages", async () => {
    const first = await page(byTitle, SortDirection.ASC, { first: 10 });
    const added = await createCourse({ orm }, { title: `${tag} 0` });
    const rest = await page(byTitle, SortDirection.ASC, {
      first: 100,
      after: first.pageInfo.endCursor,
    });
    const seen = [...first.edges, ...rest.edges].map(edge => edge.node.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(ids));
    await orm.em.fork().nativeDelete(Course, { id: added.id });
  });

  it.each([
    ["a page size of 0", { first: 0 }, "first must be from 1 to 100"],
    ["a page size of 101", { last: 101 }, "last must be from 1 to 100"],
    ["first and last together", { first: 2, last: 2 }, "Give first or last, not both"],
    ["after and before together", { after: "x", before: "y" }, "Give after or before, not both"],
    ["a cursor that is not one", { after: "not-a-cursor" }, "Invalid cursor"],
    ["a cursor of another sort", { after: "WyJvdGhlciIsImEiLDFd" }, "Invalid cursor"],
    ["a cursor with a wrong value type", { after: "WyJ0IiwxLDFd" }, "Invalid cursor"],
  ])("refuses %s with a clear message", async (_what, args, message) => {
    await expect(page(byTitle, SortDirection.ASC, args)).rejects.toMatchObject({
      message,
      code: "BAD_USER_INPUT",
    });
  });

  // Shaped like a real cursor of the hours-then-time sort (`["t", hours, createdAt, id]`), each
  // with one value a real row never has; encoded both ways a client might.
  const when = "2026-01-02T03:04:05.678Z";
  it.each([
    ["a date before PostgreSQL's range", ["t", 1, "-200000-01-01T00:00:00.000Z", 1]],
    ["a date past JavaScript's range", ["t", 1, "+275760-09-13T00:00:00.001Z", 1]],
    ["the last date JavaScript has", ["t", 1, "+275760-09-13T00:00:00.000Z", 1]],
    ["a date in year 0", ["t", 1, "0000-01-01T00:00:00.000Z", 1]],
    ["a date that is not an ISO timestamp", ["t", 1, "March 7, 2026", 1]],
    ["a date as a number", ["t", 1, 1767225600000, 1]],
    ["a huge number", ["t", 1e300, when, 1]],
    ["an unsafe integer", ["t", 2 ** 53, when, 1]],
    ["a nested array", ["t", [1], when, 1]],
    ["an object", ["t", { hours: 1 }, when, 1]],
    ["an extra element", ["t", 1, when, 1, 2]],
    ["a missing element", ["t", 1, when]],
    ["null", ["t", 1, null, 1]],
  ])("refuses a forged cursor with %s as 'Invalid cursor'", async (_what, values) => {
    for (const encoding of ["base64url", "base64"] as const) {
      const after = Buffer.from(JSON.stringify(values)).toString(encoding);
      await expect(page(byHoursThenTime, SortDirection.DESC, { after })).rejects.toMatchObject({
        message: "Invalid cursor",
        code: "BAD_USER_INPUT",
      });
    }
  });

  it.each([
    ["a NUL", "a\u0000b"],
    ["a lone surrogate", "a\ud800b"],
    ["a control character", "a\u001bb"],
  ])("refuses a forged string cursor with %s as 'Invalid cursor'", async (_what, title) => {
    const after = Buffer.from(JSON.stringify(["t", title, 1])).toString("base64url");
    await expect(page(byTitle, SortDirection.ASC, { after })).rejects.toMatchObject({
      message: "Invalid cursor",
      code: "BAD_USER_INPUT",
    });
  });

  it("still takes a real cursor, in base64url or base64", async () => {
    const first = await page(byHoursThenTime, SortDirection.DESC, { first: 3 });
    const cursor = first.pageInfo.endCursor!;
    const rest = await page(byHoursThenTime, SortDirection.DESC, { first: 3, after: cursor });
    const again = await page(byHoursThenTime, SortDirection.DESC, {
      first: 3,
      after: Buffer.from(cursor, "base64url").toString("base64"),
    });
    expect(again.edges.map(edge => edge.node.id)).toEqual(rest.edges.map(edge => edge.node.id));
    expect(rest.edges).toHaveLength(3);
  });
});
