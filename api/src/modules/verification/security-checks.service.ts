import type { EntityManager } from "@mikro-orm/postgresql";
import { verifyAuditChain } from "../audit/audit-chain.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { LOCKOUT } from "../auth/lockout.service.js";
import { type CheckResult, iso } from "./anomaly.rules.js";
import { AnomalyService } from "./anomaly.service.js";

/** How far back the security audit reads the login history and the audit log. */
export const SECURITY_WINDOW_DAYS = 30;

/**
 * A burst is what lockout.ts acts on: `LOCKOUT.failures` failed sign-ins within
 * `LOCKOUT.minutes`. Against one account that locks it; from one address it means the address
 * tried several accounts (it gets at most ADDRESS_ACCOUNT_LIMIT tries per account).
 */
export const BURST = { failures: LOCKOUT.failures, minutes: LOCKOUT.minutes };

type BurstRow = {
  subject: string;
  username: string | null;
  first_burst_at: Date;
  peak: number;
  failures: number;
  last_at: Date;
};

/** Failed sign-ins per `column`, counted over a sliding window of BURST.minutes. */
function failedLoginBursts(em: EntityManager, by: "ip" | "account"): Promise<CheckResult> {
  const column = by === "ip" ? "la.ip_address" : "la.user_id";
  return new AnomalyService(em).runCheck<BurstRow>(
    by === "ip"
      ? { code: "security.failed-burst-ip", type: "Failed login burst (IP address)" }
      : { code: "security.failed-burst-account", type: "Failed login burst (account)" },
    `select w.subject::text as subject, max(u.username) as username,
            min(w.created_at) filter (where w.n >= ?) as first_burst_at,
            max(w.n)::int as peak, count(*)::int as failures, max(w.created_at) as last_at,
            count(*) over () as total
     from (select ${column} as subject, la.created_at,
                  count(*) over (partition by ${column} order by la.created_at
                                 range between make_interval(mins => ?) preceding and current row) as n
           from login_attempts la
           where not la.success and ${column} is not null
             and la.created_at > now() - make_interval(days => ?)) w
     left join users u on ${by === "account" ? "u.id = w.subject" : "false"}
     group by w.subject
     having max(w.n) >= ?
     order by max(w.created_at) desc
     limit ?`,
    [BURST.failures, BURST.minutes, SECURITY_WINDOW_DAYS, BURST.failures],
    row => {
      const who =
        by === "ip" ? `address ${row.subject}` : `account ${row.username ?? `#${row.subject}`}`;
      return {
        ids: [row.subject, iso(row.first_burst_at)!],
        reason: `${row.peak} failed sign-ins within ${BURST.minutes} minutes ${by === "ip" ? "from" : "against"} ${who} (threshold ${BURST.failures}; ${row.failures} failures in the last ${SECURITY_WINDOW_DAYS} days).`,
        timestamp: iso(row.first_burst_at),
        recordIds: [by === "ip" ? `ip:${row.subject}` : `user:${row.subject}`],
        userId: by === "account" ? Number(row.subject) : null,
        ipAddress: by === "ip" ? row.subject : null,
      };
    },
  );
}

/**
 * Administrators' successful sign-ins from an address they never signed in from before, one
 * finding per address (several administrators, or one again after a deletion of history, make one
 * finding, not one each). An address a super administrator trusts is left out. The key carries the
 * latest such sign-in: one after an acknowledgement is a new finding.
 */
function adminNewAddress(em: EntityManager): Promise<CheckResult> {
  type Row = {
    ip_address: string;
    last_id: number;
    sign_ins: number;
    user_ids: number[];
    usernames: string[];
    first_at: Date;
    last_at: Date;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "security.admin-new-ip", type: "Admin login from new IP address" },
    `select la.ip_address, max(la.id) as last_id, count(*)::int as sign_ins,
            array_agg(distinct la.user_id) as user_ids,
            array_agg(distinct u.username order by u.username) as usernames,
            min(la.created_at) as first_at, max(la.created_at) as last_at,
            count(*) over () as total
     from login_attempts la join users u on u.id = la.user_id
     where la.success and u.is_admin and la.ip_address is not null
       and la.created_at > now() - make_interval(days => ?)
       and not exists (select 1 from trusted_addresses t where t.ip_address = la.ip_address)
       and exists (select 1 from login_attempts prev
                   where prev.user_id = la.user_id and prev.success
                     and prev.created_at < la.created_at)
       and not exists (select 1 from login_attempts prev
                       where prev.user_id = la.user_id and prev.success
                         and prev.ip_address = la.ip_address and prev.created_at < la.created_at)
     group by la.ip_address
     order by max(la.created_at) desc, max(la.id) desc
     limit ?`,
    [SECURITY_WINDOW_DAYS],
    row => {
      const names = row.usernames;
      const who =
        names.length === 1
          ? `Administrator ${names[0]}`
          : `Administrators ${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
      const times =
        row.sign_ins > 1 ? ` (${row.sign_ins} first sign-ins since ${iso(row.first_at)})` : "";
      return {
        ids: [row.ip_address, row.last_id],
        reason: `${who} signed in from ${row.ip_address}, an address ${names.length === 1 ? "they never" : "none of them had"} signed in from before${times}.`,
        timestamp: iso(row.last_at),
        recordIds: [`login_attempt:${row.last_id}`, ...row.user_ids.map(id => `user:${id}`)],
        userId: row.user_ids.length === 1 ? row.user_ids[0] : null,
        ipAddress: row.ip_address,
      };
    },
  );
}

type AuditRow = {
  id: string;
  actor_id: number | null;
  subject_id: number | null;
  actor: string | null;
  subject: string | null;
  ip_address: string | null;
  created_at: Date;
  details: Record<string, unknown> | null;
};

/** Audit events of one type in the window, newest first. */
function auditEvents(
  em: EntityManager,
  check: { code: string; type: string },
  type: AuditEventType,
  describe: (row: AuditRow) => string,
): Promise<CheckResult> {
  return new AnomalyService(em).runCheck<AuditRow>(
    check,
    `select a.id, a.actor_id, a.subject_id, actor.username as actor, subject.username as subject,
            a.ip_address, a.created_at, a.details, count(*) over () as total
     from audit_events a
     left join users actor on actor.id = a.actor_id
     left join users subject on subject.id = a.subject_id
     where a.type = ? and a.created_at > now() - make_interval(days => ?)
     order by a.created_at desc, a.id desc
     limit ?`,
    [type, SECURITY_WINDOW_DAYS],
    row => ({
      ids: [row.id],
      reason: describe(row),
      timestamp: iso(row.created_at),
      recordIds: [`audit_event:${row.id}`],
      userId: row.subject_id ?? row.actor_id,
      ipAddress: row.ip_address,
    }),
  );
}

const named = (name: string | null, id: number | null) => name ?? (id ? `user #${id}` : "someone");

/** The security checks of the verification report. */
export class SecurityChecksService {
  constructor(private readonly em: EntityManager) {}

  checks(): Promise<CheckResult>[] {
    return [
      failedLoginBursts(this.em, "ip"),
      failedLoginBursts(this.em, "account"),
      adminNewAddress(this.em),
      auditEvents(
        this.em,
        { code: "security.revoked-session-used", type: "Revoked session used" },
        AuditEventType.RevokedSessionUsed,
        row => {
          const { token, revokedAt, familyId } = row.details ?? {};
          return `A revoked session (${String(familyId).slice(0, 8)}) of ${named(row.subject, row.subject_id)} was presented again with its ${String(token)} token from ${row.ip_address ?? "an unknown address"}${revokedAt ? `, after its revocation at ${String(revokedAt)}` : ""}.`;
        },
      ),
      auditEvents(
        this.em,
        { code: "security.admin-role-changed", type: "Admin role changed" },
        AuditEventType.AdminRoleChanged,
        row => {
          const granted = (row.details?.isAdmin as { to?: unknown } | boolean | undefined) ?? null;
          const to =
            typeof granted === "object" && granted !== null ? granted.to : (granted as unknown);
          const what =
            to === true
              ? "granted administrator rights to"
              : to === false
                ? "removed administrator rights from"
                : "changed the administrator rights of";
          return `${named(row.actor, row.actor_id)} ${what} ${named(row.subject, row.subject_id)}.`;
        },
      ),
      auditEvents(
        this.em,
        { code: "security.refresh-reused", type: "Refresh token reuse" },
        AuditEventType.RefreshTokenReused,
        row =>
          `A rotated-out refresh token of ${named(row.subject, row.subject_id)} was presented again from ${row.ip_address ?? "an unknown address"}; the whole session family was revoked.`,
      ),
    ];
  }

  /** What the audit read, for the tab's summary. */
  async checked(): Promise<number> {
    const [row] = await this.em.execute<{ checked: number }[]>(
      `select ((select count(*) from login_attempts
                where created_at > now() - make_interval(days => ?))
             + (select count(*) from audit_events
                where created_at > now() - make_interval(days => ?)))::int as checked`,
      [SECURITY_WINDOW_DAYS, SECURITY_WINDOW_DAYS],
    );
    return row.checked;
  }

  /**
   * The audit log's hash chain (audit-chain.ts), recomputed link by link: a row edited, inserted or
   * deleted by hand breaks it at the first row that no longer holds.
   */
  async auditChain(): Promise<CheckResult> {
    const check = { code: "security.audit-chain", type: "Audit log chain broken" };
    const { firstBroken, checked } = await verifyAuditChain(this.em);
    if (!firstBroken) return { ...check, anomalies: [], total: 0 };
    return {
      ...check,
      total: 1,
      anomalies: [
        {
          ...check,
          key: `${check.code}:${firstBroken.id}`,
          reason: `Audit log chain broken at event ${firstBroken.id}: it, or the event before it, was altered (${checked} events checked).`,
          timestamp: iso(firstBroken.createdAt),
          recordIds: [`audit_event:${firstBroken.id}`],
        },
      ],
    };
  }
}
