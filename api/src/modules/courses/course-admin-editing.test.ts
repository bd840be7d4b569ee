import type { TestApp } from "../../../test/app.js";
import { PNG } from "pngjs";
import { Client } from "../../../test/client.js";
import {
  createCourse,
  createEnrollment,
  createPayment,
  createUser,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Course } from "./course.entity.js";
import { courseAdminWorld } from "../../../test/steps/course-admin.js";

let app: TestApp;
let admin: Client;
let adminId: number;

beforeAll(async () => {
  ({ app, admin, adminId } = await courseAdminWorld());
});
afterAll(() => app.close());

const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;
const stored = (id: number) => app.orm.em.fork().findOne(Course, { id });
const auditOf = (type: AuditEventType, courseId: number) =>
  app.orm.em
    .fork()
    .find(AuditEvent, { type, details: { courseId } }, { populate: ["actor"] })
    .then(rows => rows.map(row => ({ actor: row.actor?.id, details: row.details })));

describe("adding and editing courses (admin)", () => {
  it("adds a course over REST from dollars, converted to exact cents, with the spec's defaults and an audit row", async () => {
    const title = `Skip Tracing ${unique()}`;
    const response = await admin.request("/api/admin/courses", {
      json: { title, description: "Finding people.", price: 19.99, instructorName: "Ann Tracer" },
    });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toMatchObject({
      title,
      price: 19.99,
      hours: 1,
      isSelfPaced: true,
      isActive: true,
      isFeatured: false,
      instructorName: "Ann Tracer",
      enrollmentCount: 0,
    });
    const row = await stored(body.id as number);
    expect(row?.priceCents).toBe(1999);
    expect(await auditOf(AuditEventType.CourseCreated, row!.id)).toEqual([
      { actor: adminId, details: expect.objectContaining({ title, priceCents: 1999 }) },
    ]);
  });

  it.each([
    [0.1, 10],
    [1234.5, 123_450],
    [0, 0],
  ])("converts a price of %s dollars to %s cents exactly", async (price, cents) => {
    const response = await admin.request("/api/admin/courses", {
      json: { title: `Price ${unique()}`, description: "d", price },
    });
    expect(response.status).toBe(201);
    expect((await stored(((await json(response)) as { id: number }).id))?.priceCents).toBe(cents);
  });

  it.each([
    [{ title: "" }, "title", "Title is required"],
    [{ title: "   " }, "title", "Title is required"],
    [{ description: undefined }, "description", "Description is required"],
    [{ price: null }, "price", "Price is required"],
    // A JSON number, as the OpenAPI document says: text is refused, even text of a number.
    [{ price: "ten" }, "price", "price must be a number"],
    [{ price: "0.29" }, "price", "price must be a number"],
    [{ price: 19.999 }, "price", "Price can have at most 2 decimal places"],
    [{ price: -1 }, "price", "Price must be 0 or more"],
    [{ hours: 0 }, "hours", "Hours must be at least 1"],
    [{ hours: 1.5 }, "hours", "Hours must be a whole number"],
    [{ creditHours: 0.5 }, "creditHours", "Credit hours must be a whole number"],
    [
      { imageUrl: "javascript:alert(1)" },
      "imageUrl",
      "Image URL must be an http:// or https:// address or a path on this site",
    ],
    [{ title: "<b>Bold</b>" }, "title", "Title must be one line of plain text without < or >"],
    [
      { title: "Safety \u202Efdp.exe" },
      "title",
      "Title must be one line of plain text without < or >",
    ],
    [
      { title: "Arabic\u061C mark" },
      "title",
      "Title must be one line of plain text without < or >",
    ],
    [{ title: "Line\u2029Two" }, "title", "Title must be one line of plain text without < or >"],
  ])("refuses %j: %s '%s', and stores nothing", async (change, field, message) => {
    const title = `Refused ${unique()}`;
    const response = await admin.request("/api/admin/courses", {
      json: { title, description: "d", price: 10, ...change },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      message,
      code: "BAD_USER_INPUT",
      fields: { [field]: message },
      requestId: expect.any(String),
    });
    expect(await app.orm.em.fork().count(Course, { title })).toBe(0);
  });

  it("takes a path on this site as the image, and refuses one that leaves it", async () => {
    const title = `Site image ${unique()}`;
    const response = await admin.request("/api/admin/courses", {
      json: { title, description: "d", price: 10, imageUrl: "/images/courses/skip-tracing.jpg" },
    });
    expect(response.status).toBe(201);
    const stored = await app.orm.em.fork().findOneOrFail(Course, { title });
    expect(stored.imageUrl).toBe("/images/courses/skip-tracing.jpg");
    for (const imageUrl of ["//evil.example/x.png", "/\\evil.example/x.png", "/images/a b.png"]) {
      const refused = await admin.request(`/api/admin/courses/${stored.id}`, {
        method: "PATCH",
        json: { imageUrl },
      });
      expect(refused.status).toBe(400);
    }
    expect((await app.orm.em.fork().findOneOrFail(Course, { title })).imageUrl).toBe(
      "/images/courses/skip-tracing.jpg",
    );
  });

  it("names every wrong field of a course in one answer, in the body's names over REST", async () => {
    const title = `Refused ${unique()}`;
    const wrong = { description: "", price: -5, hours: 0, imageUrl: "ftp://x" };
    const rest = await admin.request("/api/admin/courses", { json: { title, ...wrong } });
    expect(rest.status).toBe(400);
    const fields = {
      description: "Description is required",
      hours: "Hours must be at least 1",
      imageUrl: "Image URL must be an http:// or https:// address or a path on this site",
    };
    expect(await json(rest)).toEqual({
      message: "Description is required",
      code: "BAD_USER_INPUT",
      fields: { ...fields, price: "Price must be 0 or more" },
      requestId: expect.any(String),
    });
    const { body } = await admin.graphql(
      `mutation($input: AdminCourseInput!) { adminCreateCourse(input: $input) { id } }`,
      { input: { title, ...wrong, price: undefined, priceCents: -500 } },
    );
    expect(body.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { ...fields, priceCents: "Price must be 0 or more" },
      requestId: expect.any(String),
    });
    expect(await app.orm.em.fork().count(Course, { title })).toBe(0);
  });

  it("edits only the given fields over PATCH, in dollars, with an audit row of what changed", async () => {
    const course = await createCourse(app, { priceCents: 5000, isFeatured: false });
    const response = await admin.request(`/api/admin/courses/${course.id}`, {
      method: "PATCH",
      json: { price: 74.95, isFeatured: true },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      id: course.id,
      title: course.title,
      price: 74.95,
      isFeatured: true,
      hours: course.hours,
    });
    expect((await stored(course.id))?.priceCents).toBe(7495);
    expect(await auditOf(AuditEventType.CourseUpdated, course.id)).toEqual([
      {
        actor: adminId,
        details: expect.objectContaining({ changed: { priceCents: 7495, isFeatured: true } }),
      },
    ]);
    const refused = await admin.request(`/api/admin/courses/${course.id}`, {
      method: "PATCH",
      json: { hours: 0 },
    });
    expect(refused.status).toBe(400);
    expect((await stored(course.id))?.hours).toBe(course.hours);
  });

  it("answers 404 for a course that does not exist", async () => {
    const response = await admin.request("/api/admin/courses/999999", {
      method: "PATCH",
      json: { title: "Nothing" },
    });
    expect(response.status).toBe(404);
  });
});

describe("deleting courses (admin)", () => {
  it("deletes a course without enrollments, with an audit row", async () => {
    const course = await createCourse(app);
    const response = await admin.request(`/api/admin/courses/${course.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      id: course.id,
      deleted: true,
      deactivated: false,
      message: "The course was deleted.",
    });
    expect(await stored(course.id)).toBeNull();
    expect(await auditOf(AuditEventType.CourseDeleted, course.id)).toHaveLength(1);
  });

  it("deactivates a course with enrollments instead of deleting it, and says so", async () => {
    const course = await createCourse(app);
    const learner = await createUser(app);
    await createEnrollment(app, learner, course);
    const response = await admin.request(`/api/admin/courses/${course.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      id: course.id,
      deleted: false,
      deactivated: true,
      message: "The course has enrollments, so it was deactivated instead of deleted.",
    });
    expect(await stored(course.id)).toMatchObject({ isActive: false });
    expect(await auditOf(AuditEventType.CourseDeactivated, course.id)).toEqual([
      { actor: adminId, details: expect.objectContaining({ enrollments: 1, wasActive: true }) },
    ]);
  });

  it("deactivates a course with a payment but no enrollment, keeping the payment's course", async () => {
    const course = await createCourse(app);
    await createPayment(app, await createUser(app), course);
    const { body } = await admin.graphql<{ adminDeleteCourse: { deleted: boolean } }>(
      "mutation($id: Int!) { adminDeleteCourse(id: $id) { deleted deactivated message } }",
      { id: course.id },
    );
    expect(body.data?.adminDeleteCourse).toEqual({
      deleted: false,
      deactivated: true,
      message:
        "The course has payments or signed agreements, so it was deactivated instead of deleted.",
    });
    expect(await stored(course.id)).toMatchObject({ isActive: false });
  });
});

describe("a course's uploaded picture (admin)", () => {
  /** A small PNG with one red pixel, as a data URL, and its bytes with a trailing chunk of text. */
  function picture(width = 4, height = 3) {
    const png = new PNG({ width, height });
    png.data.fill(255);
    png.data[0] = 200;
    return PNG.sync.write(png);
  }
  const UPLOAD = `mutation($id: Int!, $image: String!) { uploadCourseImage(id: $id, image: $image) { id imageUrl } }`;

  it("takes a PNG through the image intake, serves it from the course's address, and audits it", async () => {
    const course = await createCourse(app);
    const sent = picture();
    const { body } = await admin.graphql<{ uploadCourseImage: { imageUrl: string } }>(UPLOAD, {
      id: course.id,
      image: `data:image/png;base64,${sent.toString("base64")}`,
    });
    expect(body.errors).toBeUndefined();
    const address = body.data!.uploadCourseImage.imageUrl;
    expect(address).toMatch(new RegExp(`^/api/courses/${course.id}/image\\.png\\?v=\\d+$`));
    expect((await stored(course.id))!.imageUrl).toBe(address);

    const served = await new Client(app).request(address);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const decoded = PNG.sync.read(Buffer.from(await served.arrayBuffer()));
    expect([decoded.width, decoded.height, decoded.data[0]]).toEqual([4, 3, 200]);
    // The public catalogue shows the course with it.
    const { body: shown } = await new Client(app).graphql<{ course: { imageUrl: string } }>(
      "query($id: Int!) { course(id: $id) { imageUrl } }",
      { id: course.id },
    );
    expect(shown.data?.course.imageUrl).toBe(address);
    expect(await auditOf(AuditEventType.CourseUpdated, course.id)).toEqual([
      expect.objectContaining({
        actor: adminId,
        details: expect.objectContaining({ changed: { imageUrl: address } }),
      }),
    ]);

    // A new upload replaces it at a new address.
    const again = await admin.graphql<{ uploadCourseImage: { imageUrl: string } }>(UPLOAD, {
      id: course.id,
      image: `data:image/png;base64,${picture(2, 2).toString("base64")}`,
    });
    expect(again.body.data!.uploadCourseImage.imageUrl).not.toBe(address);
    const replaced = await new Client(app).request(`/api/courses/${course.id}/image.png`);
    expect(PNG.sync.read(Buffer.from(await replaced.arrayBuffer())).width).toBe(2);
  });

  it.each([
    ["another format", "data:image/gif;base64,R0lGODlhAQABAAAAACw="],
    ["a broken PNG", `data:image/png;base64,${picture().subarray(0, 40).toString("base64")}`],
    ["one too large", `data:image/png;base64,${picture(2401, 1).toString("base64")}`],
  ])("refuses %s and changes nothing", async (_what, image) => {
    const course = await createCourse(app);
    const { body } = await admin.graphql(UPLOAD, { id: course.id, image });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: {
        image: "The image must be a PNG of at most 700 KB and 2400 × 2400 pixels",
      },
    });
    expect((await stored(course.id))!.imageUrl ?? null).toBe(course.imageUrl ?? null);
    const none = await new Client(app).request(`/api/courses/${course.id}/image.png`);
    expect(none.status).toBe(404);
  });

  it("is for administrators only, and 404s for a course that does not exist", async () => {
    const course = await createCourse(app);
    const image = `data:image/png;base64,${picture().toString("base64")}`;
    const { client: learner } = await signedInAs(app);
    const refused = await learner.graphql(UPLOAD, { id: course.id, image });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const missing = await admin.graphql(UPLOAD, { id: 999_999_999, image });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await stored(course.id))!.imageUrl ?? null).toBe(course.imageUrl ?? null);
  });
});
