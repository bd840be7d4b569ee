import type { EntityManager } from "@mikro-orm/postgresql";
import { isIP } from "node:net";
import { notFound, refuseInvalidFields } from "../../errors.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import type { RequestMeta } from "../../graphql/context.js";
import type { Anomaly, CheckResult } from "./anomaly.rules.js";
import { CourseChecksService } from "./course-checks.service.js";
import { EnrollmentChecksService } from "./enrollment-checks.service.js";
import { PartnerChecksService } from "./partner-checks.service.js";
import { PaymentChecksService } from "./payment-checks.service.js";
import { SecurityChecksService } from "./security-checks.service.js";
import { SettlementChecksService } from "./settlement-checks.service.js";
import type { Config } from "../../config.js";
import { User } from "../users/user.entity.js";
import { VerificationFlag } from "./verification-flag.entity.js";
import { TrustedAddress } from "./trusted-address.entity.js";

/** The spec's cache: a group's result is reused for 5 minutes unless asked fresh. */
export const CACHE_SECONDS = 5 * 60;

export enum CheckGroup {
  ENROLLMENTS = "enrollments",
  PAYMENTS = "payments",
  COURSES = "courses",
  SECURITY = "security",
}

const LABELS: Record<CheckGroup, { ok: string; issues: string; noun: string; one: string }> = {
  [CheckGroup.ENROLLMENTS]: {
    ok: "All enrollments are backed by payments or administrator grants",
    issues: "enrollment",
    noun: "enrollments",
    one: "enrollment",
  },
  [CheckGroup.PAYMENTS]: {
    ok: "All payments match their enrollments, prices and licence offers",
    issues: "payment",
    noun: "payments and business offers",
    one: "payment or business offer",
  },
  [CheckGroup.COURSES]: {
    ok: "All active courses have a price and hours",
    issues: "course",
    noun: "courses",
    one: "course",
  },
  [CheckGroup.SECURITY]: {
    ok: "No security issues found",
    issues: "security",
    noun: "sign-ins and audit events",
    one: "sign-in or audit event",
  },
};

/** What a group's checks found, as cached (flags are applied when answering). */
export interface GroupFindings {
  group: CheckGroup;
  checked: number;
  /** Grants of enrollments by administrators (enrollments only). */
  grants?: number;
  data: object[];
  checks: { code: string; type: string; total: number }[];
  anomalies: Anomaly[];
  computedAt: string;
}

export interface FlaggedAnomaly extends Anomaly {
  flagged: boolean;
  resolved: boolean;
  flagId: number | null;
  resolutionNote: string | null;
}

export interface GroupResult extends Omit<GroupFindings, "anomalies"> {
  verified: boolean;
  message: string;
  /** Open (unresolved) anomalies, counting those past the listed ones. */
  anomalyCount: number;
  resolvedCount: number;
  anomalies: FlaggedAnomaly[];
}

async function compute(
  em: EntityManager,
  group: CheckGroup,
  config?: Config,
): Promise<GroupFindings> {
  let checks: Promise<CheckResult>[];
  let summary: Promise<{ records: object[]; checked: number; grants?: number }>;
  switch (group) {
    case CheckGroup.ENROLLMENTS:
      checks = [
        ...new EnrollmentChecksService(em).checks(),
        ...new PartnerChecksService(em).enrollmentChecks(),
      ];
      summary = new EnrollmentChecksService(em).recent();
      break;
    case CheckGroup.PAYMENTS:
      checks = [
        ...new PaymentChecksService(em).checks(),
        ...new PartnerChecksService(em).paymentChecks(),
        ...new SettlementChecksService(em, { config }).paymentChecks(),
      ];
      summary = new PaymentChecksService(em).recent();
      break;
    case CheckGroup.COURSES:
      checks = new CourseChecksService(em).checks();
      summary = new CourseChecksService(em).recent();
      break;
    case CheckGroup.SECURITY:
      checks = [
        ...new SecurityChecksService(em).checks(),
        new SecurityChecksService(em).auditChain(),
      ];
      summary = new SecurityChecksService(em).checked().then(checked => ({ records: [], checked }));
      break;
  }
  // One connection per request: the statements run one after another.
  const results: CheckResult[] = [];
  for (const check of checks) results.push(await check);
  const { records, checked, grants } = await summary;
  const anomalies = results.flatMap(result => result.anomalies);
  anomalies.sort((a, b) => (b.timestamp ?? "").localeCompare(a.timestamp ?? ""));
  return {
    group,
    checked,
    grants,
    data:
      group === CheckGroup.SECURITY
        ? results.map(({ code, type, total }) => ({ code, type, count: total }))
        : records,
    checks: results.map(({ code, type, total }) => ({ code, type, total })),
    anomalies,
    computedAt: new Date().toISOString(),
  };
}

export class VerificationService {
  /** `config` lets the payments group ask the processor about transfers (settlement checks). */
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { config?: Config } = {},
  ) {}

  /** A group's findings: from the cache when younger than 5 minutes, unless `fresh`. */
  async findings(group: CheckGroup, fresh = false): Promise<GroupFindings> {
    if (!fresh) {
      const [cached] = await this.em.execute<{ result: GroupFindings }[]>(
        `select result from verification_cache
         where check_group = ? and computed_at > now() - make_interval(secs => ?)`,
        [group, CACHE_SECONDS],
      );
      if (cached) return cached.result;
    }
    const result = await compute(this.em, group, this.deps.config);
    await this.em.execute(
      `insert into verification_cache (check_group, result, computed_at) values (?, ?::jsonb, now())
       on conflict (check_group) do update set result = excluded.result,
         computed_at = excluded.computed_at`,
      [group, JSON.stringify(result)],
    );
    return result;
  }

  /** A group's result with the flags applied: resolved anomalies no longer count. */
  async group(group: CheckGroup, fresh = false): Promise<GroupResult> {
    return this.withFlags(await this.findings(group, fresh));
  }

  private async withFlags(findings: GroupFindings): Promise<GroupResult> {
    const keys = findings.anomalies.map(anomaly => anomaly.key);
    const flags = keys.length
      ? await this.em.find(VerificationFlag, { anomalyKey: { $in: keys } })
      : [];
    const byKey = new Map(flags.map(flag => [flag.anomalyKey, flag]));
    const anomalies = findings.anomalies.map(anomaly => {
      const flag = byKey.get(anomaly.key);
      return {
        ...anomaly,
        flagged: Boolean(flag),
        resolved: Boolean(flag?.resolvedAt),
        flagId: flag?.id ?? null,
        resolutionNote: flag?.resolutionNote ?? null,
      };
    });
    const resolvedCount = anomalies.filter(anomaly => anomaly.resolved).length;
    const total = findings.checks.reduce((sum, check) => sum + check.total, 0);
    const anomalyCount = total - resolvedCount;
    const labels = LABELS[findings.group];
    const checked = `${findings.checked} ${findings.checked === 1 ? labels.one : labels.noun} checked`;
    const message =
      anomalyCount === 0
        ? `${labels.ok} (${checked}).`
        : `${anomalyCount} ${labels.issues} anomal${anomalyCount === 1 ? "y" : "ies"} detected in ${checked}.`;
    return {
      ...findings,
      verified: anomalyCount === 0,
      message,
      anomalyCount,
      resolvedCount,
      anomalies,
    };
  }

  /** Enrollments, payments and courses together (the overview). */
  async overview(fresh = false) {
    const enrollments = await this.group(CheckGroup.ENROLLMENTS, fresh);
    const payments = await this.group(CheckGroup.PAYMENTS, fresh);
    const courses = await this.group(CheckGroup.COURSES, fresh);
    const parts = [enrollments, payments, courses];
    const open = parts.reduce((sum, part) => sum + part.anomalyCount, 0);
    return {
      verified: open === 0,
      message:
        open === 0
          ? "All enrollments, payments and courses are verified."
          : `${open} anomal${open === 1 ? "y" : "ies"} detected across enrollments, payments and courses.`,
      anomalyCount: open,
      enrollments,
      payments,
      courses,
      anomalies: parts.flatMap(part => part.anomalies),
    };
  }

  /**
   * Flags every current anomaly of the groups (as last computed) for review; one that is
   * flagged already is left as it is. The audit row commits with the flags.
   */
  async flagAll(
    groups: CheckGroup[],
    actorId: number,
    meta: RequestMeta,
  ): Promise<{ flagged: number; alreadyFlagged: number }> {
    const anomalies: Anomaly[] = [];
    for (const group of groups) anomalies.push(...(await this.findings(group)).anomalies);
    if (anomalies.length === 0) return { flagged: 0, alreadyFlagged: 0 };
    return this.em.transactional(async tx => {
      const inserted = await tx.execute<{ anomaly_key: string }[]>(
        `insert into verification_flags (anomaly_key, anomaly_type, reason, flagged_by_id)
         select x.key, x.type, x.reason, ? from jsonb_to_recordset(?::jsonb)
           as x(key text, type text, reason text)
         on conflict (anomaly_key) do nothing
         returning anomaly_key`,
        [
          actorId,
          JSON.stringify(anomalies.map(({ key, type, reason }) => ({ key, type, reason }))),
        ],
      );
      if (inserted.length) {
        new AuditService(tx).record({
          type: AuditEventType.VerificationFlagged,
          actorId,
          ...meta,
          details: {
            groups,
            keys: inserted.map(row => row.anomaly_key).slice(0, 200),
            count: inserted.length,
          },
        });
      }
      return { flagged: inserted.length, alreadyFlagged: anomalies.length - inserted.length };
    });
  }

  /**
   * Acknowledges one current anomaly of a group in one step: flagged (if it was not) and resolved
   * with the note, or "Acknowledged". NOT_FOUND for a key the group's findings do not hold.
   */
  async acknowledge(
    group: CheckGroup,
    anomalyKey: string,
    note: string | null | undefined,
    actorId: number,
    meta: RequestMeta,
  ): Promise<VerificationFlag> {
    const text = note?.trim() || "Acknowledged";
    refuseInvalidFields({
      note: [...text].length > 1000 && "The note must be at most 1000 characters",
    });
    const anomaly = (await this.findings(group)).anomalies.find(one => one.key === anomalyKey);
    if (!anomaly) throw notFound("No such finding: run the audit again");
    await this.em.execute(
      `insert into verification_flags (anomaly_key, anomaly_type, reason, flagged_by_id)
       values (?, ?, ?, ?) on conflict (anomaly_key) do nothing`,
      [anomaly.key, anomaly.type, anomaly.reason, actorId],
    );
    return this.resolve(anomalyKey, text, actorId, meta);
  }

  /** The addresses a super administrator trusts, newest first. */
  trustedAddresses(): Promise<TrustedAddress[]> {
    return this.em.find(TrustedAddress, {}, { orderBy: { trustedAt: "desc", id: "desc" } });
  }

  /**
   * Trusts a client address (an IPv4 or IPv6 address as the login history records it): its
   * administrators' sign-ins stop being findings at once. Trusting it again keeps the first.
   */
  async trust(
    ipAddress: string,
    note: string | null | undefined,
    actorId: number,
    meta: RequestMeta,
  ): Promise<TrustedAddress> {
    const address = ipAddress.trim();
    const text = note?.trim() || null;
    refuseInvalidFields({
      ipAddress: !isIP(address) && "Give an IPv4 or IPv6 address",
      note: text !== null && [...text].length > 1000 && "The note must be at most 1000 characters",
    });
    return this.em.transactional(async tx => {
      await tx.execute(
        `insert into trusted_addresses (ip_address, note, trusted_by_id) values (?, ?, ?)
         on conflict (ip_address) do nothing`,
        [address, text, actorId],
      );
      const trusted = await tx.findOneOrFail(TrustedAddress, { ipAddress: address });
      new AuditService(tx).record({
        type: AuditEventType.AddressTrusted,
        actorId,
        ...meta,
        details: { ipAddress: address, note: text },
      });
      await this.forget(tx, CheckGroup.SECURITY);
      return trusted;
    });
  }

  /** Stops trusting an address; NOT_FOUND when it is not trusted. */
  async untrust(ipAddress: string, actorId: number, meta: RequestMeta): Promise<TrustedAddress> {
    const address = ipAddress.trim();
    return this.em.transactional(async tx => {
      const trusted = await tx.findOne(TrustedAddress, { ipAddress: address });
      if (!trusted) throw notFound("This address is not trusted");
      tx.remove(trusted);
      new AuditService(tx).record({
        type: AuditEventType.AddressUntrusted,
        actorId,
        ...meta,
        details: { ipAddress: address },
      });
      await this.forget(tx, CheckGroup.SECURITY);
      return trusted;
    });
  }

  /** Drops a group's cached findings: the next read runs its checks again. */
  private async forget(tx: EntityManager, group: CheckGroup) {
    await tx.execute("delete from verification_cache where check_group = ?", [group]);
  }

  /** Resolves a flagged anomaly with a note: it stops counting in the banners and cards. */
  async resolve(
    anomalyKey: string,
    note: string,
    actorId: number,
    meta: RequestMeta,
  ): Promise<VerificationFlag> {
    const text = note.trim();
    refuseInvalidFields({
      note: !text
        ? "Say how the issue was resolved"
        : [...text].length > 1000 && "The note must be at most 1000 characters",
    });
    return this.em.transactional(async tx => {
      const flag = await tx.findOne(VerificationFlag, { anomalyKey });
      if (!flag) throw notFound("Flag the issue before resolving it");
      if (flag.resolvedAt) return flag;
      flag.resolvedAt = new Date();
      flag.resolvedBy = tx.getReference(User, actorId, { wrapped: true });
      flag.resolutionNote = text;
      new AuditService(tx).record({
        type: AuditEventType.VerificationResolved,
        actorId,
        ...meta,
        details: { anomalyKey, note: text },
      });
      return flag;
    });
  }
}
