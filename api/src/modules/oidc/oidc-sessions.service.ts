import type { EntityManager } from "@mikro-orm/postgresql";
import { subjectOf } from "./oidc-subject.rules.js";

/**
 * The provider's sessions of an account, ended with the portal's: what the provider keeps for
 * the account (its sessions, grants, codes and access tokens) is deleted in the caller's
 * transaction, so a relying party's next call with them is refused and the next sign-in starts
 * afresh on the portal.
 */
export class OidcSessionService {
  constructor(private readonly em: EntityManager) {}

  /** Answers how many stored items ended. */
  async endForUser(userId: number): Promise<number> {
    const result = await this.em.execute<{ affectedRows: number }>(
      "delete from oidc_payloads where account_id = ?",
      [subjectOf(userId)],
      "run",
    );
    return result.affectedRows;
  }
}
