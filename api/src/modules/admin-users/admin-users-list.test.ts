import type { TestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import {
  type FactoryUser,
  createCourse,
  createUser,
  signIn,
  unique,
} from "../../../test/factories.js";
import { openOrm } from "../../../test/composed.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { AdminUserListService } from "./admin-user-list.service.js";
import { AdminUserSortField } from "./admin-users.types.js";
import { SortDirection } from "../../db/keyset.js";
import { User } from "../users/user.entity.js";
import { adminUsersWorld, ENROLL } from "../../../test/steps/admin-users.js";

let app: TestApp;
let admin: { user: FactoryUser; client: Client };

beforeAll(async () => {
  ({ app, admin } = await adminUsersWorld());
});
afterAll(() => app.close());

describe("the users list", () => {
  const tag = unique();
  const made: FactoryUser[] = [];

  beforeAll(async () => {
    // Repeated last and first names: only the id tells some of them apart.
    const names = [
      ["Zed", "Quill"],
      ["Amy", "Quill"],
      ["Amy", "Quill"],
      ["Bob", "Archer"],
      ["Cat", "Marsh"],
      ["Bob", "Archer"],
      ["Dee", "Young"],
    ];
    for (const [firstName, lastName] of names) {
      const username = `${tag}${unique()}`;
      made.push(
        await createUser(app, {
          username,
          email: `${username}@list.example.com`,
          firstName,
          lastName,
        }),
      );
    }
  });

  const LIST = `query($first: Int, $after: String, $filter: AdminUserFilter, $sort: AdminUserSort) {
    adminUsers(first: $first, after: $after, filter: $filter, sort: $sort) {
      totalCount
      edges { node { id username email firstName lastName lastLogin enrollmentCount } }
      pageInfo { hasNextPage endCursor }
    }
  }`;
  type Node = { id: number; lastLogin: string | null; enrollmentCount: number };
  type ListData = {
    adminUsers: {
      totalCount: number;
      edges: { node: Node }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };

  const SORTS: Record<AdminUserSortField, (keyof User)[]> = {
    USERNAME: ["username"],
    EMAIL: ["email"],
    NAME: ["lastName", "firstName"],
    CREATED_AT: ["createdAt"],
  };

  it.each(
    Object.values(AdminUserSortField).flatMap(field =>
      [SortDirection.ASC, SortDirection.DESC].map(direction => [field, direction] as const),
    ),
  )("pages by %s %s with first/after without gaps or repeats", async (field, direction) => {
    const ids: number[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const answer: { body: { data?: ListData | null } } = await admin.client.graphql<ListData>(
        LIST,
        { first: 2, after, filter: { search: tag }, sort: { field, direction } },
      );
      const page: ListData["adminUsers"] = answer.body.data!.adminUsers;
      expect(page.totalCount).toBe(made.length);
      ids.push(...page.edges.map(edge => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const dir = direction === SortDirection.ASC ? "asc" : "desc";
    const orderBy = Object.fromEntries([...SORTS[field].map(key => [key, dir]), ["id", dir]]);
    const expected = await app.orm.em
      .fork()
      .find(User, { username: { $like: `${tag}%` } }, { orderBy });
    expect(ids).toEqual(expected.map(user => user.id));
  });

  it("finds users by a part of their email, username or full name, in any case", async () => {
    const search = async (text: string) => {
      const { body } = await admin.client.graphql<ListData>(LIST, {
        filter: { search: text },
        first: 100,
      });
      return body.data!.adminUsers.edges.map(edge => edge.node.id).sort((a, b) => a - b);
    };
    const [cat] = made.filter(user => user.firstName === "Cat");
    expect(await search(cat.email.slice(4).toUpperCase())).toEqual([cat.id]);
    expect(await search(cat.username.slice(2))).toEqual([cat.id]);
    const amys = made.filter(user => user.firstName === "Amy").map(user => user.id);
    expect(await search(`mY qUiLl`)).toEqual(expect.arrayContaining(amys));
    expect(await search(`${tag}%`)).toEqual([]);
  });

  it("shows the last successful sign-in and the enrollment count", async () => {
    const [user] = made;
    const course = await createCourse(app);
    await admin.client.graphql(ENROLL, { input: { userId: user.id, courseId: course.id } });
    await signIn(app, user);
    await signIn(app, { ...user, password: "Wrong#2026x" }).catch(() => undefined);
    const { body } = await admin.client.graphql<ListData>(LIST, {
      filter: { search: user.username },
    });
    const [node] = body.data!.adminUsers.edges.map(edge => edge.node);
    expect(node.enrollmentCount).toBe(1);
    const [success] = await app.orm.em
      .getConnection()
      .execute<{ at: Date }[]>(
        "select max(created_at) as at from login_attempts where user_id = ? and success",
        [user.id],
      );
    expect(new Date(node.lastLogin!).getTime()).toBe(new Date(success.at).getTime());
    const never = await admin.client.graphql<ListData>(LIST, {
      filter: { search: made[1].username },
    });
    expect(never.body.data!.adminUsers.edges[0].node.lastLogin).toBeNull();
  });

  it("counts enrollments that have not ended and lists those an admin can mark complete", async () => {
    const user = made[2];
    const [open, refunded, done] = await Promise.all([
      createCourse(app, { title: `Open ${tag}` }),
      createCourse(app),
      createCourse(app),
    ]);
    for (const course of [open, refunded, done]) {
      await admin.client.graphql(ENROLL, { input: { userId: user.id, courseId: course.id } });
    }
    const em = app.orm.em.fork();
    await em.nativeUpdate(
      Enrollment,
      { user: user.id, course: refunded.id },
      { status: EnrollmentStatus.CANCELLED },
    );
    await em.nativeUpdate(
      Enrollment,
      { user: user.id, course: done.id },
      { status: EnrollmentStatus.COMPLETED, completedAt: new Date() },
    );
    const { body } = await admin.client.graphql<{
      adminUsers: { edges: { node: Record<string, unknown> }[] };
    }>(
      `query($filter: AdminUserFilter) { adminUsers(filter: $filter) {
        edges { node { enrollmentCount openEnrollments { id courseTitle } } } } }`,
      { filter: { search: user.username } },
    );
    const openId = (await em.findOneOrFail(Enrollment, { user: user.id, course: open.id })).id;
    expect(body.data!.adminUsers.edges[0].node).toEqual({
      enrollmentCount: 2,
      openEnrollments: [{ id: openId, courseTitle: `Open ${tag}` }],
    });
  });

  it("answers REST with the nodes as an array, searched and sorted by the query string", async () => {
    const response = await admin.client.request(`/api/admin/users?q=${tag}&sort=-email&first=3`);
    expect(response.status).toBe(200);
    const users = (await response.json()) as { email: string; status: string }[];
    const emails = made
      .map(user => user.email)
      .sort()
      .reverse();
    expect(users.map(user => user.email)).toEqual(emails.slice(0, 3));
    expect(users[0].status).toBe("active");
    const bad = await admin.client.request(`/api/admin/users?sort=password`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: "sort must be username, email, name or createdAt, with - for descending",
      fields: { sort: "sort must be username, email, name or createdAt, with - for descending" },
    });
    // A parameter given twice is one value too many (the query string would read as a list).
    const twice = await admin.client.request(`/api/admin/users?sort=email&sort=-email`);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({
      message: "sort must be given once",
      fields: { sort: "sort must be given once" },
    });
  });

  it("costs the same three SQL statements whatever the page size, the count included", async () => {
    const statements: string[] = [];
    const orm = await openOrm(app.databaseUrl, { pool: 1, onQuery: sql => statements.push(sql) });
    try {
      await orm.em.fork().count(User, {}); // the connection's own first statements
      const counts = [];
      for (const first of [1, 7]) {
        statements.length = 0;
        const page = await new AdminUserListService(orm.em.fork()).page({ search: tag }, null, {
          first,
        });
        expect(page.edges).toHaveLength(first);
        expect(await page.totalCount).toBe(made.length);
        counts.push(statements.length);
      }
      expect(counts).toEqual([3, 3]);
    } finally {
      await orm.close();
    }
  });
});

describe("the instructors", () => {
  it("lists each course instructor once", async () => {
    const name = `Instructor ${unique()}`;
    await createCourse(app, { instructorName: name });
    await createCourse(app, { instructorName: name });
    const response = await admin.client.request("/api/admin/users/instructors");
    const names = (await response.json()) as string[];
    expect(names.filter(n => n === name)).toEqual([name]);
  });
});
