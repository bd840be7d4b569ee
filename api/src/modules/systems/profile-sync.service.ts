import type { EntityManager } from "@mikro-orm/postgresql";
import type { Context } from "../../graphql/context.js";
import { SignJWT } from "jose";
import { randomUUID } from "node:crypto";
import { ssoKeyOf } from "../../config.js";
import { badInput } from "../../errors.js";
import { storable } from "../../util/text.js";
import { User } from "../users/user.entity.js";
import { ActivityItem } from "./activity-item.entity.js";
import { ProfileSyncStatus, SyncStatus } from "./profile-sync-status.entity.js";
import { LinkedSystem, SystemKey } from "./system.entity.js";
import type { ProfileSyncObject } from "./systems.types.js";

/** The siblings a profile is kept in step with, and the spec's labels for them. */
const LABELS = new Map<SystemKey, string>([
  [SystemKey.LMS, "Learning Management"],
  [SystemKey.STORAGE, "File Storage"],
  [SystemKey.VIDEO, "Video Processing"],
]);

type Direction = "push" | "pull";

interface SiblingProfile {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  updatedAt?: string;
}

/**
 * The learner's profile in the sibling systems, over their profile API (`/api/profile`, signed
 * with a 60-second token for that system, as deep links are): push sends ours with its
 * `updatedAt`; pull takes theirs when it is newer. Every outcome is kept per system.
 */
export class ProfileSyncService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "config">,
  ) {}

  /**
   * The address of a sibling's profile API, when the portal is set up to talk to it: an address
   * from the environment (LMS_URL, STORAGE_URL, VIDEO_URL) and a signing key. The registry's
   * stored address (a placeholder every install is seeded with) does not make a system
   * connected: an action against it would only fail to reach it.
   */
  private baseOf(row: LinkedSystem): string | null {
    const base = this.deps.config.systemUrls[row.id as "lms"];
    return base && ssoKeyOf(this.deps.config, `guardian-${row.id}`) ? base : null;
  }

  async statuses(userId: number): Promise<ProfileSyncObject[]> {
    const rows = await this.em.find(ProfileSyncStatus, { user: userId });
    const systems = await this.em.find(LinkedSystem, { id: { $in: [...LABELS.keys()] } });
    return [...LABELS].map(([system, label]) => {
      const row = rows.find(candidate => candidate.system.id === system);
      const linked = systems.find(candidate => candidate.id === system);
      return {
        system,
        label,
        connected: Boolean(linked && this.baseOf(linked)),
        status: row?.status ?? SyncStatus.PENDING,
        details: row?.details ?? null,
        lastSynced: row?.lastSynced ?? null,
      };
    });
  }

  /** Pushes the profile to every connected system; the others are answered as they stand. */
  async syncAll(userId: number): Promise<ProfileSyncObject[]> {
    const results = [];
    for (const status of await this.statuses(userId)) {
      results.push(status.connected ? await this.run(userId, status.system, "push") : status);
    }
    return results;
  }

  async run(userId: number, system: SystemKey, direction: Direction): Promise<ProfileSyncObject> {
    const label = LABELS.get(system);
    if (!label) throw badInput("The main portal holds the profile itself: pick another system");
    const row = await this.em.findOneOrFail(LinkedSystem, system);
    const base = this.baseOf(row);
    if (!base) throw badInput(`${label} is not connected to this portal`);
    return this.exchange(userId, row, base, label, direction);
  }

  private async token(user: User, system: SystemKey) {
    return new SignJWT({ username: user.username })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuer("guardian-academy-portal")
      .setAudience(`guardian-${system}`)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime("60s")
      .sign(new TextEncoder().encode(ssoKeyOf(this.deps.config, `guardian-${system}`) ?? ""));
  }

  private async exchange(
    userId: number,
    row: LinkedSystem,
    base: string,
    label: string,
    direction: Direction,
  ): Promise<ProfileSyncObject> {
    const system = row.id;
    const user = await this.em.findOneOrFail(User, userId);
    let status = SyncStatus.SUCCESS;
    let details: string;
    try {
      const url = `${base}/api/profile?username=${encodeURIComponent(user.username)}`;
      const headers = {
        authorization: `Bearer ${await this.token(user, system)}`,
        "content-type": "application/json",
      };
      const profile = {
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone ?? null,
        updatedAt: user.updatedAt.toISOString(),
      };
      const response = await fetch(url, {
        method: direction === "push" ? "PUT" : "GET",
        headers,
        body: direction === "push" ? JSON.stringify(profile) : undefined,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`${label} answered ${response.status}`);
      details =
        direction === "push"
          ? "Profile sent"
          : this.adopt(user, (await response.json()) as SiblingProfile);
    } catch (error) {
      status = SyncStatus.FAILED;
      details =
        error instanceof Error && /answered/.test(error.message)
          ? error.message
          : `${label} could not be reached`;
    }
    const lastSynced = new Date();
    await this.em.upsert(
      ProfileSyncStatus,
      { user, system: row, status, details, lastSynced },
      { onConflictFields: ["user", "system"] },
    );
    this.em.create(ActivityItem, {
      user,
      system: row,
      action: direction === "push" ? "Profile sent" : "Profile retrieved",
      details: {
        status,
        details,
        summary:
          status === SyncStatus.SUCCESS
            ? `${direction === "push" ? "Your profile was sent to" : "Your profile was retrieved from"} ${label}: ${details}.`
            : `${direction === "push" ? "Sending your profile to" : "Retrieving your profile from"} ${label} failed: ${details}.`,
      },
    });
    await this.em.flush();
    return { system, label, connected: true, status, details, lastSynced };
  }

  /** Takes the sibling's names and phone when its profile is newer than ours. */
  private adopt(user: User, theirs: SiblingProfile): string {
    const updated = theirs.updatedAt ? new Date(theirs.updatedAt) : null;
    if (!updated || Number.isNaN(updated.getTime()) || updated <= user.updatedAt) {
      return "Profile is up to date";
    }
    if (theirs.firstName) user.firstName = storable(theirs.firstName, 100);
    if (theirs.lastName) user.lastName = storable(theirs.lastName, 100);
    if (theirs.phone !== undefined) user.phone = theirs.phone ? storable(theirs.phone, 40) : null;
    return "Profile updated from the newer copy";
  }
}
