import { type FilterQuery, raw } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  type Page,
  SortDirection,
  containing,
  keysetPage,
  lazy,
  mapPage,
  searchTerm,
} from "../../db/keyset.js";
import type { PageArgs } from "../../graphql/connection.js";
import type { Viewer } from "../../graphql/roles.js";
import { type CertificateStatus } from "../certificates/certificate.entity.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { periodOf } from "../payments/admin-payments.service.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { User } from "../users/user.entity.js";
import { PartnerScopeService } from "./partner-scope.service.js";
import type {
  PartnerEnrollmentFilter,
  PartnerLearnerFilter,
  PartnerSaleFilter,
} from "./partner-learners.inputs.js";
import type {
  PartnerEnrollmentObject,
  PartnerLearnerObject,
  PartnerSaleObject,
  PartnerSalesTotalsObject,
} from "./partner-learners.types.js";

/** A sale is a payment that went through: paid, maybe refunded since (not started or refused). */
const SOLD = [PaymentStatus.SUCCESSFUL, PaymentStatus.REFUNDED];

/** `alias.column in (the users whose name or email contains the search)`, or nothing. */
function byLearner(column: string, search: string | null) {
  if (!search) return [];
  const like = containing(search);
  return [
    {
      [raw(
        a =>
          `${a}.${column} in (select u.id from users u
             where u.email ilike ? or (u.first_name || ' ' || u.last_name) ilike ?)`,
        [like, like],
      )]: [],
    },
  ];
}

/** A list's one sort: a date, newest first (then id), named `name` in its cursors. */
const newestFirst = (name: string, property: string) => ({
  name,
  keys: [{ property, type: "date" as const }],
  direction: SortDirection.DESC,
});

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * What a partner's administrators see of its learners, their enrollments and its sales
 * (docs/partners.md): every read is of partner P only, filtered by P in SQL, after
 * PartnerScopeService has let the caller in. Keyset pages as the admin lists.
 */
export class PartnerLearnersService {
  constructor(private readonly em: EntityManager) {}

  /** P's learners: enrolled through P, or registered at P's storefront; by name. */
  async learners(
    viewer: Viewer,
    partnerId: number,
    filter: PartnerLearnerFilter | null | undefined,
    page: PageArgs,
  ): Promise<Page<PartnerLearnerObject>> {
    const partner = await new PartnerScopeService(this.em).requireAdmin(viewer, partnerId);
    const search = searchTerm(filter?.search, { plainText: true });
    const where: FilterQuery<User>[] = [
      {
        $or: [
          { registeredViaPartner: partner.id },
          {
            [raw(
              a => `${a}.id in (select e.user_id from enrollments e where e.partner_id = ?)`,
              [partner.id],
            )]: [],
          },
        ],
      } as FilterQuery<User>,
    ];
    if (search) {
      const like = { $ilike: containing(search) };
      where.push({
        $or: [{ email: like }, { [raw(a => `(${a}.first_name || ' ' || ${a}.last_name)`)]: like }],
      } as FilterQuery<User>);
    }
    const result = await keysetPage(this.em, User, {
      where,
      sort: {
        name: "partner-learners",
        keys: [
          { property: "lastName", type: "string" },
          { property: "firstName", type: "string" },
        ],
        direction: SortDirection.ASC,
      },
      page,
    });
    const ids = result.edges.map(edge => edge.node.id);
    const counts = new Map(
      (ids.length
        ? await this.em.getConnection().execute<{ user_id: number; count: number }[]>(
            `select e.user_id, count(*)::int as count from enrollments e
              where e.partner_id = ? and e.status <> 'cancelled' and e.user_id = any(?::int[])
              group by e.user_id`,
            [partner.id, `{${ids.join(",")}}`],
          )
        : []
      ).map(row => [row.user_id, row.count]),
    );
    return mapPage(result, user => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      enrolledCourses: counts.get(user.id) ?? 0,
      registeredHere: user.registeredViaPartner?.id === partner.id,
    }));
  }

  /** P's enrollments, newest first, with each one's completion and certificate. */
  async enrollments(
    viewer: Viewer,
    partnerId: number,
    filter: PartnerEnrollmentFilter | null | undefined,
    page: PageArgs,
  ): Promise<Page<PartnerEnrollmentObject>> {
    const partner = await new PartnerScopeService(this.em).requireAdmin(viewer, partnerId);
    const where: FilterQuery<Enrollment>[] = [
      { partner: partner.id },
      ...(filter?.courseId ? [{ course: filter.courseId }] : []),
      ...(filter?.status ? [{ status: filter.status }] : []),
      ...byLearner("user_id", searchTerm(filter?.search, { plainText: true })),
    ];
    const result = await keysetPage(this.em, Enrollment, {
      where,
      sort: newestFirst("partner-enrollments", "enrolledAt"),
      page,
      populate: ["user", "course"],
    });
    const certificates = await this.certificatesOf(result.edges.map(edge => edge.node.id));
    return mapPage(result, enrollment => {
      const user = enrollment.user.getEntity();
      const course = enrollment.course.getEntity();
      const certificate = certificates.get(enrollment.id);
      return {
        id: enrollment.id,
        learnerId: user.id,
        learnerName: fullName(user),
        learnerEmail: user.email,
        courseId: course.id,
        courseTitle: course.title,
        status: enrollment.status,
        enrolledAt: enrollment.enrolledAt,
        completedAt: enrollment.completedAt ?? null,
        certificateNumber: certificate?.number ?? null,
        certificateStatus: certificate?.status ?? null,
      };
    });
  }

  /** Each enrollment's certificate: the valid one, else the latest issued. One statement. */
  private async certificatesOf(enrollmentIds: number[]) {
    if (!enrollmentIds.length) return new Map<number, never>();
    const rows = await this.em
      .getConnection()
      .execute<{ enrollment_id: number; number: string; status: CertificateStatus }[]>(
        `select distinct on (c.enrollment_id) c.enrollment_id, c.number, c.status
         from certificates c where c.enrollment_id = any(?::int[])
        order by c.enrollment_id, (c.status = 'valid') desc, c.issued_at desc, c.id desc`,
        [`{${enrollmentIds.join(",")}}`],
      );
    return new Map(rows.map(row => [row.enrollment_id, row]));
  }

  /** P's sales, newest first; `totals` adds up every sale the filter selects, when asked for. */
  async sales(
    viewer: Viewer,
    partnerId: number,
    filter: PartnerSaleFilter | null | undefined,
    page: PageArgs,
  ): Promise<Page<PartnerSaleObject> & { totals: PromiseLike<PartnerSalesTotalsObject> }> {
    const partner = await new PartnerScopeService(this.em).requireAdmin(viewer, partnerId);
    const search = searchTerm(filter?.search, { plainText: true });
    const from = periodOf(filter?.date)?.from;
    const where: FilterQuery<Payment>[] = [
      { partner: partner.id, status: { $in: SOLD } },
      ...(from ? [{ createdAt: { $gte: from } }] : []),
    ];
    if (search) {
      where.push({
        $or: [
          ...byLearner("user_id", search),
          {
            [raw(
              a => `${a}.course_id in (select c.id from courses c where c.title ilike ?)`,
              [containing(search)],
            )]: [],
          },
        ],
      } as FilterQuery<Payment>);
    }
    const result = await keysetPage(this.em, Payment, {
      where,
      sort: newestFirst("partner-sales", "createdAt"),
      page,
      populate: ["user", "course"],
    });
    const totals = lazy(async () => {
      const [row] = await this.em
        .createQueryBuilder(Payment, "p")
        .select([
          raw("count(*)::int as sales"),
          raw("coalesce(sum(p.amount_cents), 0)::float8 as amount"),
          raw("coalesce(sum(p.refunded_cents), 0)::float8 as refunded"),
        ])
        .where({ $and: where } as object)
        .execute("all");
      const { sales, amount, refunded } = row as Record<string, number>;
      return { sales, amountCents: amount, refundedCents: refunded, netCents: amount - refunded };
    });
    const sales = mapPage(result, payment => {
      const user = payment.user?.getEntity();
      const course = payment.course?.getEntity();
      return {
        id: payment.id,
        paidAt: payment.createdAt,
        learnerId: user?.id ?? null,
        learnerName: user ? fullName(user) : null,
        courseId: course?.id ?? null,
        courseTitle: course?.title ?? null,
        amountCents: payment.amountCents,
        refundedCents: payment.refundedCents,
        currency: payment.currency,
        status: payment.status,
      };
    });
    return { ...sales, totals };
  }
}
