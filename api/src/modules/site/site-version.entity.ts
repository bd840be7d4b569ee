import { Check, Entity, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";

/**
 * The version of what the public pages show: exactly one row (id 1), its number raised by
 * statement triggers on the tables those pages read (migration site_version) when a write to one
 * commits. Every replica compares it with the version of the pages it keeps (page-cache.rules.ts).
 * Never written by the application.
 */
@Entity({ tableName: "site_version" })
@Check({ name: "site_version_single_row", expression: "id = 1" })
export class SiteVersion {
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Property({ type: "bigint" })
  version!: string;
}
