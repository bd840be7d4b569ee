import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { appError, badInput } from "../../graphql/errors.js";
import { type AuditInput, recordAudit } from "../audit/audit.service.js";
import { hashPassword } from "../auth/password.js";
import { User } from "./user.entity.js";

export interface NewUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  isAdmin?: boolean;
  isSuperAdmin?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class UserService {
  constructor(private readonly em: EntityManager) {}

  /** Refuses a username or email taken in any letter case; creates nothing then. */
  async create(input: NewUser, audit: Omit<AuditInput, "subjectId">) {
    const username = input.username.trim();
    const email = input.email.trim();
    if (username.length < 3) throw badInput("Username must be at least 3 characters");
    if (!EMAIL.test(email)) throw badInput("Please enter a valid email");
    if (!input.firstName.trim()) throw badInput("First name is required");
    if (!input.lastName.trim()) throw badInput("Last name is required");
    const passwordHash = await hashPassword(input.password);
    return this.em
      .transactional(async tx => {
        const user = tx.create(User, {
          username,
          email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          phone: input.phone ?? null,
          isAdmin: input.isAdmin ?? false,
          isSuperAdmin: input.isSuperAdmin ?? false,
        });
        await tx.flush();
        recordAudit(tx, { ...audit, actorId: audit.actorId ?? user.id, subjectId: user.id });
        return user;
      })
      .catch(error => {
        // The unique indexes decide, so two simultaneous sign-ups cannot both win.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        const which = error.message.includes("users_email_lower_unique") ? "email" : "username";
        throw appError("CONFLICT", `That ${which} is already registered`);
      });
  }
}
