import { graphql, type GraphQLSchema } from "graphql";
import type { Orm } from "../db/orm.js";
import type { AppError } from "../errors.js";
import type { Context } from "./context.js";
import type { Viewer } from "./roles.js";
import { createSchema } from "../../test/composed.js";
import { openTestOrm } from "../../test/database.js";
import { type UserKind, createCourse, createEnrollment, createUser } from "../../test/factories.js";

let schema: GraphQLSchema;
let orm: Orm;
let close: () => Promise<void>;
/** The one course with an enrollment; the others have none. */
let enrolledTitle: string;
const viewers: Record<string, Viewer | null> = { anonymous: null };

beforeAll(async () => {
  ({ orm, close } = await openTestOrm({ demo: false }));
  schema = await createSchema();
  for (const kind of ["learner", "admin", "superAdmin"] satisfies UserKind[]) {
    const { id, username, isAdmin, isSuperAdmin } = await createUser({ orm }, { kind });
    viewers[kind] = { id, username, isAdmin, isSuperAdmin, sessionId: "s" };
  }
  const enrolled = await createCourse({ orm });
  await createCourse({ orm });
  await createCourse({ orm }, { isActive: false });
  await createEnrollment({ orm }, { id: viewers.learner!.id }, enrolled);
  enrolledTitle = enrolled.title;
});
afterAll(() => close());

async function run(source: string, viewer: Viewer | null) {
  const contextValue = { em: orm.em.fork(), viewer: async () => viewer } as unknown as Context;
  return graphql({ schema, source, contextValue });
}

describe("the @auth role check", () => {
  it.each([
    ["anonymous", "UNAUTHENTICATED"],
    ["learner", "FORBIDDEN"],
  ])("refuses adminCourses to %s callers with %s and no data", async (who, code) => {
    const result = await run("{ adminCourses { edges { node { id } } } }", viewers[who]);
    // Without Apollo's formatter in between, the code is the thrown AppError's own.
    expect((result.errors?.[0].originalError as AppError | undefined)?.code).toBe(code);
    expect(result.data).toBeNull();
  });

  it.each(["admin", "superAdmin"])(
    "lets %s callers list courses with enrollment counts",
    async who => {
      const result = await run(
        "{ adminCourses(first: 100) { edges { node { title enrollmentCount } } } }",
        viewers[who],
      );
      expect(result.errors).toBeUndefined();
      type Edges = { edges: { node: { title: string; enrollmentCount: number } }[] };
      const courses = (result.data!.adminCourses as Edges).edges.map(edge => edge.node);
      expect(courses.find(c => c.title === enrolledTitle)?.enrollmentCount).toBe(1);
      expect(courses.filter(c => c.enrollmentCount === 0).length).toBe(courses.length - 1);
    },
  );

  it("lets anyone read public fields", async () => {
    const result = await run("{ courses { id } }", null);
    expect(result.errors).toBeUndefined();
  });
});
