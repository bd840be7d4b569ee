import { Entity, Enum, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";

export enum SystemHealth {
  HEALTHY = "healthy",
  DEGRADED = "degraded",
  DOWN = "down",
  UNKNOWN = "unknown",
}

/** The linked systems' keys: the main portal (this origin) and its three siblings. */
export enum SystemKey {
  MAIN = "main",
  LMS = "lms",
  STORAGE = "storage",
  VIDEO = "video",
}

/** A linked sibling system (main portal, LMS, storage, video), keyed main/lms/storage/video. */
@Entity({ tableName: "systems" })
export class LinkedSystem {
  @PrimaryKey({ type: "text" })
  id!: SystemKey;

  @Property({ type: "text" })
  name!: string;

  @Property({ type: "text" })
  description!: string;

  /** Base address; empty for the main portal, which is the current origin. */
  @Property({ type: "text", nullable: true })
  url?: string | null;

  @Property({ type: "boolean", default: true })
  isAvailable: Opt<boolean> = true;

  @Enum({ items: () => SystemHealth, default: SystemHealth.UNKNOWN })
  status: Opt<SystemHealth> = SystemHealth.UNKNOWN;

  @Property({ type: "text", nullable: true })
  version?: string | null;

  @Property({ type: "datetime", nullable: true })
  lastChecked?: Date | null;
}
