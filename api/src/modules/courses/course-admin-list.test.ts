import type { TestApp } from "../../../test/app.js";
import { type Client } from "../../../test/client.js";
import {
  createCourse,
  createEnrollment,
  createUser,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { Course } from "./course.entity.js";
import { courseAdminWorld } from "../../../test/steps/course-admin.js";

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  ({ app, admin } = await courseAdminWorld());
});
afterAll(() => app.close());

const stored = (id: number) => app.orm.em.fork().findOne(Course, { id });

describe("the admin course list", () => {
  type Page = {
    edges: { cursor: string; node: { id: number; title: string; enrollmentCount: number } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
  const LIST = `query($first: Int, $after: String, $filter: AdminCourseFilter, $sort: AdminCourseSort) {
    adminCourses(first: $first, after: $after, filter: $filter, sort: $sort) {
      edges { cursor node { id title enrollmentCount instructorName } }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
  }`;
  const list = async (variables: Record<string, unknown>) => {
    const { body } = await admin.graphql<{ adminCourses: Page }>(LIST, variables);
    expect(body.errors).toBeUndefined();
    return body.data!.adminCourses;
  };

  it("finds courses by title, description or instructor name, in any case, with enrollment counts", async () => {
    const tag = unique();
    const byTitle = await createCourse(app, { title: `Recovery ${tag} Basics` });
    const byDescription = await createCourse(app, {
      description: `All about ${tag.toUpperCase()}.`,
    });
    const byInstructor = await createCourse(app, { instructorName: `Jo ${tag}` });
    await createEnrollment(app, await createUser(app), byInstructor);
    await createEnrollment(app, await createUser(app), byInstructor);
    const page = await list({ filter: { search: tag.toUpperCase() } });
    expect(page.totalCount).toBe(3);
    expect(page.edges.map(edge => edge.node.id).sort()).toEqual(
      [byTitle.id, byDescription.id, byInstructor.id].sort(),
    );
    const counts = new Map(page.edges.map(edge => [edge.node.id, edge.node.enrollmentCount]));
    expect(counts.get(byInstructor.id)).toBe(2);
    expect(counts.get(byTitle.id)).toBe(0);
  });

  it("treats % and _ in a search as themselves", async () => {
    const tag = unique();
    await createCourse(app, { title: `Course ${tag} 100% online` });
    await createCourse(app, { title: `Course ${tag} 1000 online` });
    const page = await list({ filter: { search: `${tag} 100%` } });
    expect(page.edges.map(edge => edge.node.title)).toEqual([`Course ${tag} 100% online`]);
  });

  it("pages through courses by price without gaps or repeats, and filters by featured", async () => {
    const tag = unique();
    const made: Course[] = [];
    for (const priceCents of [500, 500, 500, 100, 900, 300, 700]) {
      made.push(await createCourse(app, { title: `Paged ${tag}`, priceCents, isFeatured: true }));
    }
    await createCourse(app, { title: `Paged ${tag}`, isFeatured: false });
    const seen: number[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page: Page = await list({
        first: 2,
        after,
        filter: { search: `Paged ${tag}`, isFeatured: true },
        sort: { field: "PRICE", direction: "DESC" },
      });
      expect(page.totalCount).toBe(7);
      seen.push(...page.edges.map(edge => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const expected = [...made]
      .sort((a, b) => b.priceCents - a.priceCents || b.id - a.id)
      .map(course => course.id);
    expect(seen).toEqual(expected);
  });

  it("answers GET /api/admin/courses as an array in dollars, searchable and sortable", async () => {
    const tag = unique();
    await createCourse(app, { title: `Rest ${tag} B`, priceCents: 1050 });
    await createCourse(app, { title: `Rest ${tag} A`, priceCents: 2000 });
    const response = await admin.request(`/api/admin/courses?q=${tag}&sort=-price`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { title: string; price: number }[];
    expect(body.map(({ title, price }) => ({ title, price }))).toEqual([
      { title: `Rest ${tag} A`, price: 20 },
      { title: `Rest ${tag} B`, price: 10.5 },
    ]);
    expect((await admin.request("/api/admin/courses?sort=color")).status).toBe(400);
  });

  it("refuses learners every admin course operation", async () => {
    const { client: learner } = await signedInAs(app);
    const course = await createCourse(app);
    expect((await learner.request("/api/admin/courses")).status).toBe(403);
    const create = await learner.request("/api/admin/courses", {
      json: { title: "Mine", description: "d", price: 1 },
    });
    expect(create.status).toBe(403);
    const remove = await learner.request(`/api/admin/courses/${course.id}`, { method: "DELETE" });
    expect(remove.status).toBe(403);
    expect(await stored(course.id)).not.toBeNull();
  });
});
