import type { Orm } from "../../db/orm.js";
import { openTestOrm } from "../../../test/database.js";
import { userWhere } from "./admin-user-list.service.js";
import { User } from "../users/user.entity.js";

let orm: Orm;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ orm, close } = await openTestOrm({ demo: false }));
  // Enough users that reading them all costs far more than the indexes: the planner's choice.
  await orm.em.getConnection().execute(
    `insert into users (username, username_key, email, password_hash, first_name, last_name)
     select 'user' || i, 'user' || i, 'person' || i || '@example.com', 'x',
            'First' || (i % 997), 'Last' || (i % 1009)
       from generate_series(1, 30000) as i`,
  );
  await orm.em.getConnection().execute("analyze users");
}, 60_000);
afterAll(() => close());

/** The plan PostgreSQL picks for the count of users matching the admin search. */
async function plan(search: string): Promise<string> {
  const query = orm.em
    .fork()
    .createQueryBuilder(User)
    .count()
    .where(userWhere({ search }) as object);
  const rows = await orm.em
    .getConnection()
    .execute<{ "QUERY PLAN": string }[]>(`explain ${query.getFormattedQuery()}`);
  return rows.map(row => row["QUERY PLAN"]).join("\n");
}

describe("the admin users search", () => {
  it("is answered from the trigram indexes of username, email and full name, not a scan", async () => {
    const text = await plan("rson2999");
    expect(text).toContain("users_username_trgm_idx");
    expect(text).toContain("users_email_trgm_idx");
    expect(text).toContain("users_full_name_trgm_idx");
    expect(text).not.toContain("Seq Scan");
  });

  it("uses the full-name index for a first and last name together", async () => {
    const text = await plan("First996 Last10");
    expect(text).toContain("users_full_name_trgm_idx");
    expect(text).not.toContain("Seq Scan");
  });
});
