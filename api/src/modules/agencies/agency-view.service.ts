import { type FilterQuery, raw } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  type SortTable,
  SortDirection,
  containing,
  keysetPage,
  mapPage,
  searchTerm,
} from "../../db/keyset.js";
import type { PageArgs } from "../../graphql/connection.js";
import { Certificate, CertificateStatus } from "../certificates/certificate.entity.js";
import { LedgerService, utcDay } from "../ce-ledger/ledger.service.js";
import { EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { Agency } from "./agency.entity.js";
import { AgencyMember, AgencyMemberStatus, AgencyRole } from "./agency-member.entity.js";
import { AgencySeats } from "./agency-seats.entity.js";
import { HOLDS_SEAT, holdsSeat } from "./agency.service.js";
import {
  type AdminAgencyConnection,
  AgencySortField,
  type AgencyObject,
  AgencyMemberStage,
} from "./agency.types.js";
import type { AgencyFilter, AgencySort } from "./agency.inputs.js";

/** An agent's progress on their seat (none for a manager or a removed member). */
function stageOf(member: AgencyMember): AgencyMemberStage | null {
  if (member.role !== AgencyRole.AGENT || member.status === AgencyMemberStatus.REMOVED) return null;
  if (member.status === AgencyMemberStatus.INVITED) return AgencyMemberStage.INVITED;
  const enrollment = member.enrollment?.getEntity();
  if (!enrollment) return AgencyMemberStage.AGREEMENT_PENDING;
  return enrollment.status === EnrollmentStatus.COMPLETED
    ? AgencyMemberStage.COMPLETED
    : AgencyMemberStage.ENROLLED;
}

const SORTS: SortTable<AgencySortField> = {
  keys: new Map([
    [AgencySortField.CREATED_AT, [{ property: "createdAt", type: "date" }]],
    [AgencySortField.NAME, [{ property: "name", type: "string" }]],
  ]),
  byDefault: { field: AgencySortField.CREATED_AT, direction: SortDirection.DESC },
  name: field => `agency-${field}`,
};

/** The agencies a filter selects: the manager's name and email as a subquery on the agency. */
function agenciesWhere(filter: AgencyFilter | null | undefined): FilterQuery<Agency>[] {
  const where: FilterQuery<Agency>[] = [];
  if (filter?.createdFrom) where.push({ createdAt: { $gte: filter.createdFrom } });
  if (filter?.createdTo) where.push({ createdAt: { $lt: filter.createdTo } });
  const search = searchTerm(filter?.search, { plainText: true });
  if (search) {
    const like = containing(search);
    where.push({
      $or: [
        { name: { $ilike: like } },
        { billingEmail: { $ilike: like } },
        {
          [raw(
            a =>
              `${a}.id in (select m.agency_id from agency_members m where m.role = 'manager'
                 and (m.email ilike ? or m.first_name || ' ' || m.last_name ilike ?))`,
            [like, like],
          )]: [],
        },
      ],
    } as FilterQuery<Agency>);
  }
  return where;
}

/** How an agency is seen: by its managers (its seats and members), by administrators (the list). */
export class AgencyViewService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The agency as its managers see it: seats with their use, and its members with each agent's
   * progress, certificate and continuing-education deadline (nothing else of their accounts).
   */
  async view(agency: Agency): Promise<AgencyObject> {
    const seats = await this.em.find(AgencySeats, { agency }, { populate: ["course"] });
    const members = await this.em.find(
      AgencyMember,
      { agency },
      {
        populate: ["course", "enrollment"],
        orderBy: { role: "desc", lastName: "asc", firstName: "asc", id: "asc" },
      },
    );
    const enrollments = members.flatMap(member =>
      member.enrollment ? [member.enrollment.id] : [],
    );
    const certificates = new Map(
      (
        await this.em.find(Certificate, {
          enrollment: { $in: enrollments },
          status: CertificateStatus.VALID,
        })
      ).map(certificate => [certificate.enrollment.id, certificate.number]),
    );
    const agents = members.flatMap(member =>
      member.user && member.role === AgencyRole.AGENT ? [member.user.id] : [],
    );
    const ledger = new Map(
      (agents.length ? await new LedgerService(this.em).findLedgerRows(utcDay(), agents) : []).map(
        row => [row.id, row],
      ),
    );
    const ceOf = (member: AgencyMember) => {
      const row = member.user ? ledger.get(member.user.id) : undefined;
      return {
        renewalDeadline: row?.deadline ?? null,
        ceHoursEarned: row?.hours_earned ?? null,
        ceHoursRequired: row?.hours_required ?? null,
      };
    };
    const used = (courseId: number) =>
      members.filter(member => member.course?.id === courseId && holdsSeat(member)).length;
    return {
      id: agency.id,
      name: agency.name,
      billingEmail: agency.billingEmail,
      createdAt: agency.createdAt,
      seats: seats
        .map(row => ({
          courseId: row.course.id,
          courseTitle: row.course.getEntity().title,
          seats: row.seats,
          used: used(row.course.id),
        }))
        .sort((a, b) => a.courseTitle.localeCompare(b.courseTitle)),
      members: members.map(member => ({
        id: member.id,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        role: member.role,
        status: member.status,
        courseTitle: member.course?.getEntity().title ?? null,
        invitedAt: member.invitedAt,
        stage: stageOf(member),
        certificateNumber: (member.enrollment && certificates.get(member.enrollment.id)) ?? null,
        ...ceOf(member),
      })),
    };
  }

  /**
   * One page of every agency, for administrators: its manager and its seat and member counts,
   * read for the page's agencies at once (three statements whatever the page's size).
   */
  async adminList(
    filter: AgencyFilter | null | undefined,
    sort: AgencySort | null | undefined,
    page: PageArgs,
  ): Promise<AdminAgencyConnection> {
    const result = await keysetPage(this.em, Agency, {
      where: agenciesWhere(filter),
      sort: { table: SORTS, chosen: sort },
      page,
    });
    const ids = result.edges.map(({ node }) => node.id);
    const counts = new Map(
      (ids.length
        ? await this.em.execute<
            {
              id: number;
              manager_name: string | null;
              manager_email: string | null;
              seats: number;
              used: number;
              members: number;
            }[]
          >(
            `select a.id, boss.first_name || ' ' || boss.last_name as manager_name,
                    boss.email as manager_email,
                    coalesce((select sum(s.seats) from agency_seats s where s.agency_id = a.id), 0)::int as seats,
                    (select count(*) from agency_members m where m.agency_id = a.id
                      and ${HOLDS_SEAT("m")})::int as used,
                    (select count(*) from agency_members m where m.agency_id = a.id
                      and m.status <> 'removed')::int as members
               from agencies a
               left join lateral (
                 select m.first_name, m.last_name, m.email from agency_members m
                  where m.agency_id = a.id and m.role = 'manager' and m.status <> 'removed'
                  order by m.id limit 1) boss on true
               where a.id in (${ids.map(() => "?").join(", ")})`,
            ids,
          )
        : []
      ).map(row => [row.id, row]),
    );
    return mapPage(result, agency => {
      const row = counts.get(agency.id);
      return {
        id: agency.id,
        name: agency.name,
        billingEmail: agency.billingEmail,
        createdAt: agency.createdAt,
        managerName: row?.manager_name ?? null,
        managerEmail: row?.manager_email ?? null,
        seats: row?.seats ?? 0,
        used: row?.used ?? 0,
        members: row?.members ?? 0,
      };
    });
  }
}
