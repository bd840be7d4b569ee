import { Entity, Index, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";

/**
 * A sign-in to the demo learning system, as a relying party of the portal's provider
 * (demo-lms.http.ts reads and writes it in SQL): its cookie's token, hashed, and the portal
 * identity it was given (`sub`, and the provider session `sid` a back-channel logout names).
 */
@Entity({ tableName: "demo_lms_sessions" })
@Index({ name: "demo_lms_sessions_sid_index", properties: ["sid"] })
@Index({ name: "demo_lms_sessions_sub_index", properties: ["sub"] })
export class DemoLmsSession {
  @PrimaryKey({ type: "text" })
  tokenHash!: string;

  @Property({ type: "text" })
  sub!: string;

  @Property({ type: "text", nullable: true })
  sid?: string | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt?: Date;

  @Property({ type: "datetime" })
  expiresAt!: Date;
}
