import { oneLineProblem } from "@guardian/rules";
import type { EntityManager } from "@mikro-orm/postgresql";
import { LockMode } from "@mikro-orm/core";
import { badInput } from "../../errors.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import type { RequestMeta } from "../../graphql/context.js";
import { SiteSettings } from "./site-settings.entity.js";
import { canonicalTimeZone } from "./time-zone.rules.js";

export const MAX_DISCLAIMER_LENGTH = 1000;

/** What an administrator may change; a field left undefined keeps its value. */
export interface SettingsChange {
  disclaimerVisible?: boolean;
  disclaimerText?: string;
  prelaunchVisible?: boolean;
}

/** The disclaimer is one bar of plain text: React renders it as text, so no markup ever runs. */
function disclaimerTextProblem(text: string): string | null {
  if (!text) return "Disclaimer text is required";
  if ([...text].length > MAX_DISCLAIMER_LENGTH) {
    return `Disclaimer text must be at most ${MAX_DISCLAIMER_LENGTH} characters`;
  }
  return oneLineProblem("Disclaimer text", text) ?? null;
}

export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  /** The single settings row; defaults when an install has not stored one yet. */
  async get(): Promise<SiteSettings> {
    return (await this.em.findOne(SiteSettings, { id: 1 })) ?? new SiteSettings();
  }

  /** The academy's time zone (an IANA name): the months partner statements close on. */
  async readTimeZone(): Promise<string> {
    return (await this.get()).academyTimeZone;
  }

  /**
   * Sets the academy's time zone (an IANA name such as "America/Chicago", stored in its canonical
   * spelling) with its audit row, in one transaction. Statements already made keep their months.
   */
  async updateTimeZone(name: string, actor: { id: number }, meta: RequestMeta): Promise<string> {
    const zone = canonicalTimeZone(name.trim());
    if (!zone) throw badInput("Time zone must be a time zone name such as America/New_York");
    return this.em.transactional(async tx => {
      const row = await this.lockedRow(tx);
      const before = row.academyTimeZone;
      row.academyTimeZone = zone;
      new AuditService(tx).record({
        type: AuditEventType.SettingsUpdated,
        actorId: actor.id,
        ...meta,
        details: { academyTimeZone: { before, after: zone } },
      });
      return zone;
    });
  }

  /** The single row, made on first use (`on conflict do nothing`) and locked for a change. */
  private async lockedRow(tx: EntityManager): Promise<SiteSettings> {
    await tx.execute("insert into site_settings (id) values (1) on conflict do nothing");
    return tx.findOneOrFail(
      SiteSettings,
      { id: 1 },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  /**
   * Applies an administrator's change to the single row (made on first use: `on conflict do
   * nothing`, so two first saves cannot collide) with its audit row, in one transaction.
   */
  async update(
    change: SettingsChange,
    actor: { id: number },
    meta: RequestMeta,
  ): Promise<SiteSettings> {
    const text = change.disclaimerText?.trim();
    if (text !== undefined) {
      const problem = disclaimerTextProblem(text);
      if (problem) throw badInput(problem);
    }
    return this.em.transactional(async tx => {
      const row = await this.lockedRow(tx);
      const before = {
        disclaimerVisible: row.disclaimerVisible,
        disclaimerText: row.disclaimerText,
        prelaunchVisible: row.prelaunchVisible,
      };
      if (change.disclaimerVisible !== undefined) row.disclaimerVisible = change.disclaimerVisible;
      if (text !== undefined) row.disclaimerText = text;
      if (change.prelaunchVisible !== undefined) row.prelaunchVisible = change.prelaunchVisible;
      const after = {
        disclaimerVisible: row.disclaimerVisible,
        disclaimerText: row.disclaimerText,
        prelaunchVisible: row.prelaunchVisible,
      };
      new AuditService(tx).record({
        type: AuditEventType.SettingsUpdated,
        actorId: actor.id,
        ...meta,
        details: { before, after },
      });
      return row;
    });
  }
}
