import type { EntityManager } from "@mikro-orm/postgresql";
import { SiteSettings } from "../modules/settings/site-settings.entity.js";
import { LinkedSystem, SystemKey } from "../modules/systems/system.entity.js";
import { User } from "../modules/users/user.entity.js";
import type { OidcEnvironmentClient } from "../config-oidc.js";
import { OidcClientService } from "../modules/oidc/oidc-clients.service.js";
import { seedDemoData } from "./demo.js";
import { LICENCE_AGREEMENTS } from "./licence-agreements.js";
import { LegalDocument } from "../modules/legal/legal-document.entity.js";

export interface SeedOptions {
  demo: boolean;
  /** The sign-in client the environment registers (MOODLE_OIDC_*), brought up to date. */
  oidcClient?: OidcEnvironmentClient;
}

/** The four linked systems every install knows; their addresses can be changed later. */
const SYSTEMS = [
  { id: SystemKey.MAIN, name: "Main Portal", url: null },
  {
    id: SystemKey.LMS,
    name: "Learning Management System",
    url: "https://lms.guardianacademy.example",
  },
  { id: SystemKey.STORAGE, name: "Storage System", url: "https://storage.guardianacademy.example" },
  { id: SystemKey.VIDEO, name: "Video System", url: "https://video.guardianacademy.example" },
];

/** Rows the product needs in every install (the licence agreements among them); safe to run on every start. */
async function seedEssentials(em: EntityManager): Promise<void> {
  await em.upsert(SiteSettings, { id: 1 }, { onConflictAction: "ignore" });
  // Each licence's agreement, so that a paid business can sign one; edited in Legal Documents.
  for (const document of LICENCE_AGREEMENTS) {
    if (!(await em.count(LegalDocument, { type: document.type })))
      em.create(LegalDocument, document);
  }
  for (const system of SYSTEMS) {
    await em.upsert(
      LinkedSystem,
      { ...system, description: `${system.name} Portal`, isAvailable: true },
      { onConflictAction: "ignore" },
    );
  }
}

/**
 * Essentials always; the demo data of the contract only into an empty database outside
 * production. One transaction: a failed seed leaves nothing half-written.
 */
export async function seed(em: EntityManager, options: SeedOptions): Promise<{ demo: boolean }> {
  return em.transactional(async tx => {
    await seedEssentials(tx);
    if (options.oidcClient) {
      await new OidcClientService(tx).seedEnvironmentClient(options.oidcClient);
    }
    if (!options.demo || (await tx.count(User)) > 0) return { demo: false };
    await seedDemoData(tx);
    return { demo: true };
  });
}
