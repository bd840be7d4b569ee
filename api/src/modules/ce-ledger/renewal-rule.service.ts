import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../errors.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import type { RequestMeta } from "../../graphql/context.js";
import { SiteSettings } from "../settings/site-settings.entity.js";
import type { RenewalRuleType } from "./ce-ledger.types.js";
import type { RenewalRuleInput } from "./ce-ledger.inputs.js";

export const RULE_LIMITS = { hours: [1, 1000], months: [1, 120] } as const;

const within = (value: number, [min, max]: readonly [number, number]) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The first problem of a rule, in the settings form's words; or null. */
export function renewalRuleProblem(rule: RenewalRuleInput): string | null {
  const { hours, months } = RULE_LIMITS;
  if (!within(rule.requiredHours, hours)) {
    return `Required hours must be a whole number from ${hours[0]} to ${hours[1]}`;
  }
  if (!within(rule.periodMonths, months)) {
    return `Period must be a whole number of months from ${months[0]} to ${months[1]}`;
  }
  return null;
}

/** The continuing-education renewal rule of the install. */
export class RenewalRuleService {
  constructor(private readonly em: EntityManager) {}

  /** The renewal rule in force (the defaults until a super administrator stores one). */
  async readRule(): Promise<RenewalRuleType> {
    const row = (await this.em.findOne(SiteSettings, { id: 1 })) ?? new SiteSettings();
    return { requiredHours: row.renewalRequiredHours, periodMonths: row.renewalPeriodMonths };
  }

  /**
   * Stores a super administrator's renewal rule on the settings row (made on first use, as the
   * banner settings do) with its audit row, in one transaction. The role is checked by the
   * resolver's @Auth(SUPER_ADMIN); this only validates and writes.
   */
  async update(
    rule: RenewalRuleInput,
    actor: { id: number },
    meta: RequestMeta,
  ): Promise<RenewalRuleType> {
    const problem = renewalRuleProblem(rule);
    if (problem) throw badInput(problem);
    return this.em.transactional(async tx => {
      await tx.execute("insert into site_settings (id) values (1) on conflict do nothing");
      const row = await tx.findOneOrFail(
        SiteSettings,
        { id: 1 },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const before = {
        requiredHours: row.renewalRequiredHours,
        periodMonths: row.renewalPeriodMonths,
      };
      row.renewalRequiredHours = rule.requiredHours;
      row.renewalPeriodMonths = rule.periodMonths;
      const after = { requiredHours: rule.requiredHours, periodMonths: rule.periodMonths };
      new AuditService(tx).record({
        type: AuditEventType.SettingsUpdated,
        actorId: actor.id,
        ...meta,
        details: { renewalRule: { before, after } },
      });
      return after;
    });
  }
}
