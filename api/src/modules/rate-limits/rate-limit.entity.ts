import { Entity, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";

/** One fixed window of requests of one kind (bucket) from one client address. */
@Entity({ tableName: "rate_limits" })
export class RateLimit {
  @PrimaryKey({ type: "text" })
  bucket!: string;

  @PrimaryKey({ type: "text" })
  key!: string;

  @Property({ type: "datetime" })
  windowStartedAt!: Date;

  @Property({ type: "integer" })
  hits!: number;
}
