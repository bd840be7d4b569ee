import { Check, Entity, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";
import { DEFAULT_ACADEMY_TIME_ZONE } from "./time-zone.rules.js";

export const DEFAULT_DISCLAIMER_TEXT =
  "This training course is in pre-launch and currently undergoing final curriculum alignment with a state criminal-justice regulator. Enrollment grants early access. Refunds are not available once access is provided.";

/** Who issues the receipts, as they print it; an install sets its own postal address. */
export const DEFAULT_ACADEMY_NAME = "Guardian Academy";
export const DEFAULT_ACADEMY_ADDRESS =
  "1200 Academy Way, Suite 100, Richmond, VA 23219, United States";

/**
 * The site's banner settings: exactly one row (id 1). Each banner has one switch: the spec's
 * disclaimer/pre-launch settings (`isVisible`) and its global banner settings
 * (`showDisclaimerBanner`, `showPreLaunchBanner`) are two names for the same two switches, so an
 * administrator's flip through either path changes what every path answers and what the public
 * site shows.
 */
@Entity({ tableName: "site_settings" })
@Check({ name: "site_settings_single_row", expression: "id = 1" })
export class SiteSettings {
  @PrimaryKey({ autoincrement: false })
  id: Opt<number> = 1;

  @Property({ type: "boolean", default: true })
  disclaimerVisible: Opt<boolean> = true;

  @Property({ type: "text", default: DEFAULT_DISCLAIMER_TEXT })
  disclaimerText: Opt<string> = DEFAULT_DISCLAIMER_TEXT;

  @Property({ type: "boolean", default: true })
  prelaunchVisible: Opt<boolean> = true;

  /**
   * The continuing-education renewal rule: this many CE credit hours in every period of this
   * many months from the first initial certification (super administrators change it).
   */
  @Property({ type: "integer", default: 8 })
  renewalRequiredHours: Opt<number> = 8;

  @Property({ type: "integer", default: 24 })
  renewalPeriodMonths: Opt<number> = 24;

  /** The academy's name and postal address, as its receipts print them. */
  @Property({ type: "text", default: DEFAULT_ACADEMY_NAME })
  academyName: Opt<string> = DEFAULT_ACADEMY_NAME;

  @Property({ type: "text", default: DEFAULT_ACADEMY_ADDRESS })
  academyAddress: Opt<string> = DEFAULT_ACADEMY_ADDRESS;

  /** The academy's time zone (an IANA name): partner statements close on its months. */
  @Property({ type: "text", default: DEFAULT_ACADEMY_TIME_ZONE })
  academyTimeZone: Opt<string> = DEFAULT_ACADEMY_TIME_ZONE;

  @Property({ type: "datetime", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
