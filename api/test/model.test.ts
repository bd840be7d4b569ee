import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Orm } from "../src/db/orm.js";
import { seed } from "../src/seed/seed.js";
import { Course } from "../src/modules/courses/course.entity.js";
import { Enrollment } from "../src/modules/enrollments/enrollment.entity.js";
import { Payment, PaymentProvider, PaymentStatus } from "../src/modules/payments/payment.entity.js";
import { User } from "../src/modules/users/user.entity.js";
import { openTestOrm } from "./database.js";
import { createCourse, createEnrollment, createPayment, createUser, unique } from "./factories.js";

let orm: Orm;
let close: () => Promise<void>;
let em: EntityManager;

beforeAll(async () => {
  // The demo data for the seed's test; the model's tests make rows of their own.
  ({ orm, close } = await openTestOrm({ demo: true }));
});
beforeEach(() => {
  em = orm.em.fork();
});
afterAll(() => close());

const sql = (query: string, params: unknown[] = []) =>
  orm.em.getConnection().execute(query, params);

describe("the database refuses what the model forbids", () => {
  it("a username or email that differs from a taken one only in case", async () => {
    const taken = await createUser({ orm });
    await expect(
      sql(
        `insert into users (username, email, password_hash, first_name, last_name) values (?, 'x@example.com', 'h', 'A', 'B')`,
        [taken.username.toUpperCase()],
      ),
    ).rejects.toThrow(/users_username_lower_unique/);
    await expect(
      sql(
        `insert into users (username, email, password_hash, first_name, last_name) values ('newname', ?, 'h', 'A', 'B')`,
        [taken.email.toUpperCase()],
      ),
    ).rejects.toThrow(/users_email_lower_unique/);
  });

  it("a second enrollment of the same user in the same course", async () => {
    const user = await createUser({ orm });
    const course = await createCourse({ orm });
    await createEnrollment({ orm }, user, course);
    em.create(Enrollment, { user: user.id, course: course.id });
    await expect(em.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it("recording the same provider payment twice", async () => {
    const user = await em.findOneOrFail(User, (await createUser({ orm })).id);
    const course = await em.findOneOrFail(Course, (await createCourse({ orm })).id);
    const data = {
      provider: PaymentProvider.DEMO,
      user,
      course,
      amountCents: 100,
      status: PaymentStatus.SUCCESSFUL,
    };
    const providerPaymentId = `demo_pi_${unique()}`;
    em.create(Payment, { ...data, providerPaymentId });
    await em.flush();
    const other = orm.em.fork();
    other.create(Payment, {
      ...data,
      user: other.getReference(User, user.id),
      course: other.getReference(Course, course.id),
      providerPaymentId,
    });
    await expect(other.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it("a status outside the enum and a course with no hours", async () => {
    const course = await createCourse({ orm });
    const { payment } = await createPayment({ orm }, await createUser({ orm }), course);
    await expect(
      sql(`update payments set status = 'paid-ish' where id = ?`, [payment.id]),
    ).rejects.toThrow(/check constraint/);
    await expect(sql(`update courses set hours = 0 where id = ?`, [course.id])).rejects.toThrow(
      /courses_hours_positive/,
    );
  });

  it("a second settings row", async () => {
    await expect(sql(`insert into site_settings (id) values (2)`)).rejects.toThrow(
      /site_settings_single_row/,
    );
  });

  it("keeps money in integer cents and times with their zone", async () => {
    const rows = await sql(
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = 'public' and (column_name like '%cents' or column_name like '%_at')`,
    );
    // Sums of many payments (the day totals) need 64 bits; each amount fits in 32.
    const money = (table: string) => (table === "payment_day_totals" ? "bigint" : "integer");
    for (const row of rows as { table_name: string; column_name: string; data_type: string }[]) {
      expect(`${row.table_name}.${row.column_name}: ${row.data_type}`).toBe(
        `${row.table_name}.${row.column_name}: ${row.column_name.endsWith("cents") ? money(row.table_name) : "timestamp with time zone"}`,
      );
    }
  });
});

describe("the migrations", () => {
  it("build exactly the entities' schema: a new migration would be empty", async () => {
    // Hand-written triggers and functions stay (schemaGenerator ignores them); all else must match.
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe("");
  });
});

describe("the seed", () => {
  it("adds the demo data once: a second run changes nothing", async () => {
    const before = await em.count(User);
    await seed(orm.em.fork(), { demo: true });
    expect(await orm.em.fork().count(User)).toBe(before);
  });
});
