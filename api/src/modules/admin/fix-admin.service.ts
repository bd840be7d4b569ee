import type { EntityManager } from "@mikro-orm/postgresql";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import type { RequestMeta } from "../../graphql/context.js";
import type { FixAdminReportType } from "./admin.types.js";

/**
 * The admin fix (DECISIONS 3: super administrators only). Two checks: every super administrator
 * is also an administrator (those who are not are repaired, with an audit row each, in one
 * transaction), and at least one active super administrator exists (reported; the first one of
 * an install is made with `npm run create-admin`).
 */
export class FixAdminService {
  constructor(private readonly em: EntityManager) {}

  async run(actor: { id: number }, meta: RequestMeta): Promise<FixAdminReportType> {
    const { repaired, active } = await this.em.transactional(async tx => {
      const fixed = await tx.execute<{ id: number; username: string }[]>(
        `update users set is_admin = true, updated_at = now()
         where is_super_admin and not is_admin
         returning id, username`,
      );
      for (const user of fixed) {
        new AuditService(tx).record({
          type: AuditEventType.AdminFlagsRepaired,
          actorId: actor.id,
          subjectId: user.id,
          ...meta,
          details: { username: user.username },
        });
      }
      const supers = await tx.execute<{ username: string }[]>(
        `select username from users where is_super_admin and status = 'active' order by id`,
      );
      return { repaired: fixed.map(user => user.username).sort(), active: supers };
    });
    const names = active.map(user => user.username);
    const lines = [
      "Check 1: every super administrator is also an administrator.",
      repaired.length
        ? `Repaired ${repaired.length}: ${repaired.join(", ")} now ${repaired.length === 1 ? "has" : "have"} the administrator flag.`
        : "OK: no super administrator lacked the administrator flag.",
      "Check 2: at least one active super administrator exists.",
      names.length
        ? `OK: ${names.length} active super administrator${names.length === 1 ? "" : "s"}: ${names.join(", ")}.`
        : "PROBLEM: no active super administrator. Make one with npm run create-admin.",
    ];
    return {
      ok: names.length > 0,
      repaired,
      activeSuperAdmins: names.length,
      lines,
      text: lines.join("\n"),
    };
  }
}
