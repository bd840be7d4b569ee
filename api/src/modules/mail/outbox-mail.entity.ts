import { Entity, Enum, Index, PrimaryKey, Property, Unique } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";

export enum MailStatus {
  /** Waiting for the queue (also between retries after an SMTP error). */
  PENDING = "pending",
  /** Claimed by one worker, which is talking to the SMTP server now. */
  SENDING = "sending",
  SENT = "sent",
  /** No SMTP server configured (outside production): kept for administrators to read. */
  HELD = "held",
  /** The SMTP server refused it for good (a 5xx answer); retrying would not help. */
  FAILED = "failed",
}

/**
 * One email, written in the transaction of the event that causes it and sent by the queue
 * (`mail.send`). The row is the truth: a job only moves it pending → sending → sent, so a mail is
 * never lost with a job and never sent twice by two jobs.
 */
@Entity({ tableName: "mail_outbox" })
// The admin list: newest first by (created_at, id), alone or within a status.
@Index({ name: "mail_outbox_created_id_idx", properties: ["createdAt", "id"] })
@Index({ name: "mail_outbox_status_created_id_idx", properties: ["status", "createdAt", "id"] })
export class OutboxMail {
  @PrimaryKey()
  id!: number;

  @Property({ type: "text" })
  recipient!: string;

  @Property({ type: "text" })
  subject!: string;

  @Property({ type: "text" })
  textBody!: string;

  @Property({ type: "text", nullable: true })
  htmlBody?: string | null;

  /**
   * The From header's display name of a partner's learner's mail ("{Partner} via Guardian
   * Academy"); null: the portal's own sender as MAIL_FROM has it. The address is always ours.
   */
  @Property({ type: "text", nullable: true })
  fromName?: string | null;

  /** The Reply-To address of a partner's learner's mail (its support); null: none. */
  @Property({ type: "text", nullable: true })
  replyTo?: string | null;

  /** What caused it, e.g. `enrollment.confirmation`: for administrators and tests. */
  @Property({ type: "text" })
  kind!: string;

  /** Names the event (e.g. `enrollment:42`): the same event queues its mail once. */
  @Property({ type: "text" })
  @Unique({ name: "mail_outbox_dedupe_key_unique" })
  dedupeKey!: string;

  @Enum({ items: () => MailStatus, default: MailStatus.PENDING })
  status: Opt<MailStatus> = MailStatus.PENDING;

  /** SMTP attempts so far (each claim counts one). */
  @Property({ type: "integer", default: 0 })
  attempts: Opt<number> = 0;

  /** The last SMTP error as the server or the network gave it; never the SMTP credentials. */
  @Property({ type: "text", nullable: true })
  lastError?: string | null;

  /** When a worker claimed it; a claim older than the send timeout belongs to a dead worker. */
  @Property({ type: "datetime", nullable: true })
  claimedAt?: Date | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();

  @Property({ type: "datetime", nullable: true })
  sentAt?: Date | null;
}
