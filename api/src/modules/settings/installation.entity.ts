import { Check, Entity, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";

/**
 * This install's identity: exactly one row (id 1), made by its migration. Its id prefixes the
 * idempotency keys the portal sends Stripe, so two installs sharing a Stripe account (staging and
 * production, two academies) never answer each other's requests.
 */
@Entity({ tableName: "installation" })
@Check({ name: "installation_single_row", expression: "id = 1" })
export class Installation {
  @PrimaryKey({ autoincrement: false })
  id: Opt<number> = 1;

  @Property({ type: "uuid", defaultRaw: "gen_random_uuid()" })
  installId!: string;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
