import type { EntityManager } from "@mikro-orm/postgresql";
import type { Context } from "../../graphql/context.js";
import { SecurityState, type SecurityStatusObject } from "./security.types.js";

/** The learning system as the security screen sees it. */
export class LearningSystemStatusService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "config">,
  ) {}

  /**
   * The learning system's line of the security screen's status: the demo one, or Moodle with the
   * configuration faults its last answers showed (completion it would not tell, linked accounts
   * suspended or deleted there): the enrollments are listed in Event Verification.
   */
  async readStatus(): Promise<SecurityStatusObject> {
    const { config } = this.deps;
    const name = "Learning system";
    if (!config.lms) {
      return {
        name,
        state: SecurityState.INACTIVE,
        label: "Demo",
        detail: "LMS_URL is not set: the portal's demo learning system gives course access",
      };
    }
    const rows = await this.em.execute<{ reason: string; count: number }[]>(
      `select completion_unavailable as reason, count(*)::int as count from enrollments
     where status = 'active' and completed_at is null and completion_unavailable is not null
     group by completion_unavailable order by completion_unavailable`,
    );
    const [accounts] = await this.em.execute<{ count: number }[]>(
      `select count(*)::int as count from users where moodle_account_problem is not null`,
    );
    const faults = [
      ...(rows.length > 0
        ? [
            `completion unavailable for ${rows.reduce((sum, row) => sum + row.count, 0)} enrollment(s) (${rows.map(row => `${row.reason} ${row.count}`).join(", ")})`,
          ]
        : []),
      ...(accounts.count > 0
        ? [`${accounts.count} linked Moodle account(s) suspended or deleted`]
        : []),
    ];
    if (faults.length === 0) {
      return {
        name,
        state: SecurityState.ACTIVE,
        label: "Connected",
        detail: `Moodle at ${config.lms.baseUrl}; its last answers showed no configuration fault`,
      };
    }
    return {
      name,
      state: SecurityState.PARTIAL,
      label: "Configuration fault",
      detail: `Moodle at ${config.lms.baseUrl}: ${faults.join("; ")} (Event Verification lists them; npm run lms:check proves the role)`,
    };
  }
}
