import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobDeps } from "../../jobs/deps.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { MailText } from "../mail/mail.messages.js";
import { MailService } from "../mail/mail.service.js";

/** Mail about statements to their partners' administrators. */
export class StatementMailService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { jobs?: JobQueue<JobDeps> },
  ) {}

  /**
   * A mail about a statement to each of its partner's joined administrators, queued in the
   * caller's transaction (the outbox); `key` makes it once per statement, kind and administrator.
   */
  async toPartnerAdmins(
    partnerId: number,
    mail: { kind: string; key: string; text: (partnerName: string) => MailText },
  ) {
    const { em: tx } = this;
    const { jobs } = this.deps;
    if (!jobs) throw new Error("Mail about statements needs the queue");
    const admins = await tx.execute<{ id: number; email: string; name: string }[]>(
      `select u.id, u.email, p.legal_name as name from partner_admins a
       join users u on u.id = a.user_id join partners p on p.id = a.partner_id
      where a.partner_id = ? and a.status = 'joined' order by u.id`,
      [partnerId],
    );
    const service = new MailService(tx, { jobs });
    for (const admin of admins) {
      await service.queueMail({
        to: admin.email,
        ...mail.text(admin.name),
        kind: mail.kind,
        key: `${mail.key}:${admin.id}`,
      });
    }
  }
}
