import { Entity, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";

/**
 * A token bucket of one caller (API tokens), kept as GCRA does: the theoretical arrival time of
 * the next request. The bucket is full when `tat` is in the past.
 */
@Entity({ tableName: "rate_buckets" })
export class RateBucket {
  @PrimaryKey({ type: "text" })
  bucket!: string;

  @PrimaryKey({ type: "text" })
  key!: string;

  @Property({ type: "datetime" })
  tat!: Date;

  /** Whether the last request was refused (it then left `tat` as it was). */
  @Property({ type: "boolean" })
  refused!: boolean;
}
