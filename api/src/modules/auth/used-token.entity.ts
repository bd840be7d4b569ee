import { Entity, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";

/** Ids (jti) of single-use cross-system sign-in tokens already spent. */
@Entity({ tableName: "used_tokens" })
export class UsedToken {
  @PrimaryKey({ type: "text" })
  jti!: string;

  @Property({ type: "datetime", index: "used_tokens_expires_idx" })
  expiresAt!: Date;

  @Property({ type: "datetime", defaultRaw: "now()" })
  usedAt: Opt<Date> = new Date();
}
