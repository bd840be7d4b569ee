import { EMAIL_PATTERN } from "@guardian/rules";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput } from "../../errors.js";
import { type AuditInput, recordAudit } from "../audit/audit.service.js";
import { hashPassword } from "./password.js";
import { User, UserStatus } from "./user.entity.js";
import { nameProblem, normalizeUsername, phoneProblem, usernameProblem } from "./user-rules.js";

export interface NewUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  isAdmin?: boolean;
  isSuperAdmin?: boolean;
  /** Active unless given (administrators may create a suspended or pending account). */
  status?: UserStatus;
}

export class UserService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Refuses a username or email taken in any letter case, or a username that looks like a taken
   * one (the look-alike key's unique index); creates nothing then.
   */
  async create(input: NewUser, audit: Omit<AuditInput, "subjectId">) {
    const username = normalizeUsername(input.username);
    const email = input.email.trim();
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    const phone = input.phone?.trim() || null;
    const problem =
      usernameProblem(username) ??
      (EMAIL_PATTERN.test(email) ? null : "Please enter a valid email") ??
      nameProblem("First name", firstName) ??
      nameProblem("Last name", lastName) ??
      (phone && phoneProblem(phone));
    if (problem) throw badInput(problem);
    const passwordHash = await hashPassword(input.password);
    return this.em
      .transactional(async tx => {
        const user = tx.create(User, {
          username,
          email,
          passwordHash,
          firstName,
          lastName,
          phone,
          isAdmin: input.isAdmin ?? false,
          isSuperAdmin: input.isSuperAdmin ?? false,
          status: input.status ?? UserStatus.Active,
        });
        await tx.flush();
        recordAudit(tx, { ...audit, actorId: audit.actorId ?? user.id, subjectId: user.id });
        return user;
      })
      .catch(error => {
        // The unique indexes decide, so two simultaneous sign-ups cannot both win.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        const which = error.message.includes("users_email_lower_unique") ? "email" : "username";
        throw new AppError("CONFLICT", `That ${which} is already registered`);
      });
  }
}
