import { Check, Entity, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";

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

const ids = new WeakMap<object, Promise<string>>();

/** This install's id (see Installation), read once per database connection's configuration. */
export function installId(em: EntityManager): Promise<string> {
  let id = ids.get(em.config);
  if (!id) {
    id = em
      .fork()
      .findOneOrFail(Installation, 1)
      .then(row => row.installId);
    id.catch(() => ids.delete(em.config));
    ids.set(em.config, id);
  }
  return id;
}
