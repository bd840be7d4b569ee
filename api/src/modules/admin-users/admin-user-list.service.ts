import { containing } from "../../db/keyset.js";
import { type FilterQuery, raw } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { type Page, type SortTable, SortDirection, keysetPage, mapPage } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import type { AdminUserFilter, AdminUserSort } from "./admin-users.inputs.js";
import { type AdminUserObject, AdminUserSortField } from "./admin-users.types.js";
import { User } from "../users/user.entity.js";

const SORTS: SortTable<AdminUserSortField> = {
  keys: new Map([
    [AdminUserSortField.USERNAME, [{ property: "username", type: "string" }]],
    [AdminUserSortField.EMAIL, [{ property: "email", type: "string" }]],
    [
      AdminUserSortField.NAME,
      [
        { property: "lastName", type: "string" },
        { property: "firstName", type: "string" },
      ],
    ],
    [AdminUserSortField.CREATED_AT, [{ property: "createdAt", type: "date" }]],
  ]),
  byDefault: { field: AdminUserSortField.USERNAME, direction: SortDirection.ASC },
  name: (field, direction) => `users.${field}.${direction}`,
};

/**
 * The filter as a query. The search is `ilike` on the very expressions the trigram indexes of
 * users hold (username, email, first_name || ' ' || last_name), so PostgreSQL answers it from
 * them (a bitmap OR of three index scans) instead of reading every user.
 */
export function userWhere(filter: AdminUserFilter | null | undefined): FilterQuery<User> {
  const where: FilterQuery<User> & Record<string, unknown> = {};
  if (filter?.status) where.status = filter.status;
  if (filter?.isAdmin !== null && filter?.isAdmin !== undefined) where.isAdmin = filter.isAdmin;
  const search = filter?.search?.trim();
  if (search) {
    const pattern = { $ilike: containing(search) };
    where.$or = [
      { username: pattern },
      { email: pattern },
      { [raw(alias => `(${alias}.first_name || ' ' || ${alias}.last_name)`)]: pattern },
    ];
  }
  return where;
}

/** What the page's one extra statement answers per user (the driver returns times as text). */
export interface PageExtras {
  id: number;
  last_login_ms: number | null;
  enrollment_count: number;
  access_failed_ids: number[];
  open_enrollments: { id: number; courseTitle: string }[];
}

/** The admin users list: its pages and the extras of each row. */
export class AdminUserListService {
  constructor(private readonly em: EntityManager) {}

  /**
   * One page of the admin users list: the page, its count, and one statement for the whole page's
   * last sign-ins and enrollment counts. Three statements whatever the page size.
   */
  async page(
    filter: AdminUserFilter | null | undefined,
    sort: AdminUserSort | null | undefined,
    page: PageArgs,
    countNow = false,
  ): Promise<Page<AdminUserObject>> {
    const result = await keysetPage(this.em, User, {
      where: userWhere(filter),
      sort: { table: SORTS, chosen: sort },
      page,
      countNow,
    });
    const extras = await this.extras(result.edges.map(edge => edge.node.id));
    return mapPage(result, node => adminUserObject(node, extras.get(node.id)));
  }

  /**
   * The last successful sign-in, the enrollment count and the enrollments whose learning-system
   * access provisioning gave up on, of each user: one statement for all.
   */
  async extras(ids: number[]) {
    const extras = new Map<number, PageExtras>();
    if (!ids.length) return extras;
    const rows = await this.em.getConnection().execute<PageExtras[]>(
      `select p.id,
              (select extract(epoch from max(la.created_at)) * 1000 from login_attempts la
                where la.user_id = p.id and la.success)::float8 as last_login_ms,
              (select count(*)::int from enrollments e
                where e.user_id = p.id and e.status <> 'cancelled') as enrollment_count,
              (select coalesce(json_agg(json_build_object('id', e.id, 'courseTitle', c.title)
                                        order by e.id), '[]')
                 from enrollments e join courses c on c.id = e.course_id
                where e.user_id = p.id and e.status = 'active' and e.completed_at is null
              ) as open_enrollments,
              array(select e.id from enrollments e
                     where e.user_id = p.id and e.access_failed_at is not null
                       and e.status <> 'cancelled' and e.moodle_url is null
                     order by e.id) as access_failed_ids
         from unnest(?::int[]) as p(id)`,
      [`{${ids.join(",")}}`],
    );
    for (const row of rows) extras.set(row.id, row);
    return extras;
  }
}

export function adminUserObject(user: User, extras?: Omit<PageExtras, "id">): AdminUserObject {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    status: user.status,
    isAdmin: user.isAdmin,
    isSuperAdmin: user.isSuperAdmin,
    lastLogin: extras?.last_login_ms ? new Date(extras.last_login_ms) : null,
    enrollmentCount: extras?.enrollment_count ?? 0,
    accessFailedEnrollmentIds: extras?.access_failed_ids ?? [],
    moodleAccountProblem: user.moodleAccountProblem ?? null,
    openEnrollments: extras?.open_enrollments ?? [],
    createdAt: user.createdAt,
  };
}
