import { Entity, Enum, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";

export enum ContactSubject {
  COURSE_INFO = "course-info",
  ENROLLMENT = "enrollment",
  TECHNICAL = "technical",
  BILLING = "billing",
  OTHER = "other",
}

@Entity({ tableName: "contact_messages" })
export class ContactMessage {
  @PrimaryKey()
  id!: number;

  @Property({ type: "text" })
  name!: string;

  @Property({ type: "text" })
  email!: string;

  @Property({ type: "text", nullable: true })
  phone?: string | null;

  @Enum({ items: () => ContactSubject })
  subject!: ContactSubject;

  @Property({ type: "text" })
  message!: string;

  @Property({ type: "text", nullable: true })
  ip?: string | null;

  @Property({ type: "text", nullable: true })
  userAgent?: string | null;

  @Property({ type: "datetime", nullable: true })
  readAt?: Date | null;

  @Property({ type: "datetime", defaultRaw: "now()", index: "contact_messages_created_idx" })
  createdAt: Opt<Date> = new Date();
}
