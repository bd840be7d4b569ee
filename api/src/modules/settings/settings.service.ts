import type { EntityManager } from "@mikro-orm/postgresql";
import { SiteSettings } from "./site-settings.entity.js";

export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  /** The single settings row; defaults when an install has not stored one yet. */
  async get(): Promise<SiteSettings> {
    return (await this.em.findOne(SiteSettings, { id: 1 })) ?? new SiteSettings();
  }
}
