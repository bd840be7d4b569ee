import { Entity, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";

/**
 * A Connect webhook event handled (its Stripe id): Stripe delivers at least once, so a delivery
 * of an id already here is answered without being handled again.
 */
@Entity({ tableName: "connect_events" })
export class ConnectEvent {
  @PrimaryKey({ type: "text" })
  id!: string;

  @Property({ type: "text" })
  type!: string;

  /** The connected account it was about (`event.account`). */
  @Property({ type: "text" })
  accountId!: string;

  @Property({ type: "datetime", defaultRaw: "now()" })
  receivedAt: Opt<Date> = new Date();
}
