import { EMAIL_PATTERN } from "@guardian/rules";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, refuseInvalidFields } from "../../errors.js";
import { type AuditInput, AuditService } from "../audit/audit.service.js";
import { Partner } from "../partners/partner.entity.js";
import { hashPassword } from "../users/password-hash.rules.js";
import { User, UserStatus } from "../users/user.entity.js";
import {
  nameProblem,
  normalizeUsername,
  phoneProblem,
  usernameProblem,
} from "../users/user.rules.js";

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
  /** The licensed partner whose storefront the registration started at. */
  registeredViaPartner?: number | null;
}

/** A new user's fields as stored: trimmed, the username normalized, no phone as null. */
const newUserFields = (input: NewUser) => ({
  username: normalizeUsername(input.username),
  email: input.email.trim(),
  firstName: input.firstName.trim(),
  lastName: input.lastName.trim(),
  phone: input.phone?.trim() || null,
});

/** Each problem of a new user's fields (the password aside), by input field name. */
export function newUserProblems(input: NewUser) {
  const { username, email, firstName, lastName, phone } = newUserFields(input);
  return {
    firstName: nameProblem("First name", firstName),
    lastName: nameProblem("Last name", lastName),
    username: usernameProblem(username),
    email: EMAIL_PATTERN.test(email) ? null : "Please enter a valid email",
    phone: phone && phoneProblem(phone),
  };
}

export class UserService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Refuses a username or email taken in any letter case, or a username that looks like a taken
   * one (the look-alike key's unique index); creates nothing then.
   */
  async create(input: NewUser, audit: Omit<AuditInput, "subjectId">) {
    refuseInvalidFields(newUserProblems(input));
    const { username, email, firstName, lastName, phone } = newUserFields(input);
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
          status: input.status ?? UserStatus.ACTIVE,
          registeredViaPartner: input.registeredViaPartner
            ? tx.getReference(Partner, input.registeredViaPartner, { wrapped: true })
            : null,
        });
        await tx.flush();
        new AuditService(tx).record({
          ...audit,
          actorId: audit.actorId ?? user.id,
          subjectId: user.id,
        });
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
