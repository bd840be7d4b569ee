import { EMAIL_PATTERN } from "@guardian/rules";
import { type QueryResult, UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput, notFound, refuseInvalidFields } from "../../errors.js";
import type { Viewer } from "../../graphql/roles.js";
import { ApiTokenService } from "../api-tokens/api-tokens.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import type { RequestMeta, Context } from "../../graphql/context.js";
import { SessionService } from "../auth/session.service.js";
import { Course } from "../courses/course.entity.js";
import { EnrollmentService } from "../enrollments/enrollment.service.js";
import { MailService } from "../mail/mail.service.js";
import { tokenCount } from "../mail/mail.messages.js";
import { UserEventService } from "../systems/user-event.service.js";
import { AdminUserListService, adminUserObject } from "./admin-user-list.service.js";
import type {
  AdminCreateUserInput,
  AdminEnrollUserInput,
  AdminResetPasswordInput,
  AdminUpdateUserInput,
} from "./admin-users.inputs.js";
import type { AdminEnrollmentObject, AdminUserObject } from "./admin-users.types.js";
import { hashPassword } from "../users/password-hash.rules.js";
import { passwordProblems, registrationPasswordProblem } from "../users/password.rules.js";
import { nameProblem } from "../users/user.rules.js";
import { User, UserStatus } from "../users/user.entity.js";
import { UserService, newUserProblems } from "../auth/user.service.js";

export const ADMIN_ACCOUNT_SUPER_ADMIN_ONLY =
  "Only a super administrator can change an administrator account";
export const ROLE_CHANGE_SUPER_ADMIN_ONLY =
  "Only SuperAdmin users can grant or remove administrator rights";
const EMAIL_TAKEN = "That email is already registered";

const forbidden = (message: string) => new AppError("FORBIDDEN", message);

/**
 * The one rule for acting on an account (edit, status, password reset, force logout, delete): an
 * administrator's account (admin or SuperAdmin) is changed only by a SuperAdmin, so a plain
 * administrator cannot take another one over. One's own account is left to the other rules.
 */
export function checkMayChangeAccount(
  viewer: Pick<Viewer, "id" | "isSuperAdmin">,
  target: { id: number; isAdmin: boolean; isSuperAdmin: boolean },
) {
  if ((target.isAdmin || target.isSuperAdmin) && target.id !== viewer.id && !viewer.isSuperAdmin) {
    throw forbidden(ADMIN_ACCOUNT_SUPER_ADMIN_ONLY);
  }
}

/** The acting administrator: who they are and from where, for the rules and the audit rows. */
export interface Actor {
  viewer: Viewer;
  meta: RequestMeta;
}

type Change = { from: unknown; to: unknown };

/**
 * What administrators do to accounts. Every rule is checked here; every change is one
 * transaction with its audit row. An administrator's account is changed only by a SuperAdmin, only
 * a SuperAdmin grants or removes administrator rights, and nobody locks themselves out.
 */
export class AdminUserService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "config" | "jobs">,
  ) {}

  private async target(em: EntityManager, id: number, { viewer }: Actor): Promise<User> {
    const user = await em.findOne(User, id);
    if (!user) throw notFound("User not found");
    checkMayChangeAccount(viewer, user);
    return user;
  }

  /** A new account with the registration rules (username, email, names, password). */
  async create(input: AdminCreateUserInput, { viewer, meta }: Actor): Promise<AdminUserObject> {
    if (input.isAdmin && !viewer.isSuperAdmin) throw forbidden(ROLE_CHANGE_SUPER_ADMIN_ONLY);
    refuseInvalidFields({
      ...newUserProblems(input),
      password: registrationPasswordProblem(input.password),
    });
    const user = await new UserService(this.em).create(input, {
      type: AuditEventType.UserCreated,
      actorId: viewer.id,
      ...meta,
      details: { isAdmin: input.isAdmin, status: input.status },
    });
    return adminUserObject(user);
  }

  /** Saves the edited name, email, status and admin flag (DECISIONS 5). */
  async update(id: number, input: AdminUpdateUserInput, actor: Actor): Promise<AdminUserObject> {
    const { viewer, meta } = actor;
    return this.em
      .transactional(async em => {
        const user = await this.target(em, id, actor);
        const changes: Record<string, Change> = {};
        const set = <K extends "firstName" | "lastName" | "email" | "status" | "isAdmin">(
          key: K,
          value: User[K],
        ) => {
          if (user[key] === value) return;
          changes[key] = { from: user[key], to: value };
          user[key] = value;
        };
        for (const [key, label] of [
          ["firstName", "First name"],
          ["lastName", "Last name"],
        ] as const) {
          const value = input[key];
          if (value === null || value === undefined) continue;
          const problem = nameProblem(label, value.trim());
          if (problem) throw badInput(problem);
          set(key, value.trim());
        }
        if (input.email !== null && input.email !== undefined) {
          const email = input.email.trim();
          if (!EMAIL_PATTERN.test(email)) throw badInput("Please enter a valid email");
          set("email", email);
        }
        if (input.status && input.status !== user.status) {
          if (user.id === viewer.id) throw forbidden("You cannot change your own account's status");
          set("status", input.status);
        }
        // A suspended (or pending) account's sessions and API tokens end with the change, so
        // none of them comes back when it is active again.
        const endsAccess = changes.status && user.status !== UserStatus.ACTIVE;
        if (typeof input.isAdmin === "boolean" && input.isAdmin !== user.isAdmin) {
          if (!viewer.isSuperAdmin) throw forbidden(ROLE_CHANGE_SUPER_ADMIN_ONLY);
          if (user.id === viewer.id) {
            throw forbidden("You cannot remove your own administrator rights");
          }
          if (user.isSuperAdmin) throw badInput("A SuperAdmin is always an administrator");
          set("isAdmin", input.isAdmin);
        }
        if (Object.keys(changes).length === 0) return user;
        await em.flush();
        let apiTokensRevoked = 0;
        if (endsAccess) {
          await new SessionService(em, this.deps).endAll(user.id);
          apiTokensRevoked = await new ApiTokenService(em).revokeUserTokens(user.id);
        }
        const audit = { actorId: viewer.id, subjectId: user.id, ...meta };
        new AuditService(em).record({
          ...audit,
          type: AuditEventType.UserUpdated,
          details: { changes, ...(apiTokensRevoked ? { apiTokensRevoked } : {}) },
        });
        if (changes.isAdmin) {
          new AuditService(em).record({
            ...audit,
            type: AuditEventType.AdminRoleChanged,
            details: { isAdmin: changes.isAdmin },
          });
        }
        await em.flush();
        return user;
      })
      .then(user => this.withExtras(user))
      .catch(error => {
        if (error instanceof UniqueConstraintViolationException) {
          throw new AppError("CONFLICT", EMAIL_TAKEN);
        }
        throw error;
      });
  }

  /**
   * Sets the typed password (DECISIONS 6) under the change-password rules and ends every session
   * of the user. Not for one's own account: that takes the current password (Change Password).
   */
  async resetPassword(id: number, input: AdminResetPasswordInput, actor: Actor) {
    const { viewer, meta } = actor;
    const user = await this.target(this.em, id, actor);
    if (user.id === viewer.id) {
      throw badInput("Use Change Password on your account page to change your own password");
    }
    const problem = passwordProblems(input.newPassword)[0];
    if (problem) throw badInput(problem);
    if (input.newPassword !== input.confirmPassword) throw badInput("Passwords don't match");
    const passwordHash = await hashPassword(input.newPassword);
    const changedAt = new Date();
    const apiTokens = await this.em.transactional(async em => {
      await em.nativeUpdate(User, { id }, { passwordHash, lastPasswordChanged: changedAt });
      await new SessionService(em, this.deps).endAll(id);
      const revoked = await new ApiTokenService(em).revokeUserTokens(id);
      new UserEventService(em).record({
        userId: id,
        type: "warning",
        message: "An administrator reset your password. If you did not ask for this, contact us.",
        action: "Password reset by an administrator",
        details: {},
      });
      new AuditService(em).record({
        type: AuditEventType.PasswordReset,
        actorId: viewer.id,
        subjectId: id,
        ...meta,
        ...(revoked ? { details: { apiTokensRevoked: revoked } } : {}),
      });
      await new MailService(em, this.deps).queuePasswordNotice(user, changedAt, {
        byAdministrator: true,
        apiTokensRevoked: revoked,
      });
      return revoked;
    });
    const tokens = apiTokens ? ` and ${tokenCount(apiTokens)}` : "";
    return {
      success: true,
      message: `The password of ${user.username} was reset and their sessions${tokens} were ended.`,
    };
  }

  /**
   * Enrolls a user in the selected course (DECISIONS 7) without a payment: recorded as granted by
   * this administrator, and provisioned in the learning system like a paid enrollment.
   */
  async enroll(
    input: AdminEnrollUserInput,
    { viewer, meta }: Actor,
  ): Promise<AdminEnrollmentObject> {
    const duplicate = () =>
      new AppError("CONFLICT", "This user is already enrolled in this course");
    const enrollment = await this.em
      .transactional(async em => {
        const user = await em.findOne(User, input.userId);
        if (!user) throw notFound("User not found");
        const course = await em.findOne(Course, input.courseId);
        if (!course) throw notFound("Course not found");
        const enrollments = new EnrollmentService(em, this.deps);
        if (await enrollments.findCurrentEnrollment(user.id, course.id)) throw duplicate();
        return enrollments.enrollLearner({
          userId: user.id,
          course,
          grantedBy: viewer.id,
          audit: { actorId: viewer.id, ...meta, details: { adminEnrolled: true } },
        });
      })
      .catch(error => {
        // Two administrators at once: the unique (user, course) index decides.
        if (error instanceof UniqueConstraintViolationException) throw duplicate();
        throw error;
      });
    return {
      id: enrollment.id,
      userId: input.userId,
      courseId: input.courseId,
      adminEnrolled: true,
      grantedById: viewer.id,
      enrolledAt: enrollment.enrolledAt,
    };
  }

  /**
   * Deletes an account (SuperAdmins only, never one's own). What is evidence stays: payments are
   * detached and note whose they were; signed agreements are detached and keep the signer's name.
   */
  async remove(id: number, { viewer, meta }: Actor) {
    if (id === viewer.id) throw forbidden("You cannot delete your own account");
    return this.em.transactional(async em => {
      const user = await this.target(em, id, { viewer, meta });
      const deletedUser = { id: user.id, username: user.username };
      const payments = await em.execute<QueryResult>(
        `update payments set metadata = coalesce(metadata, '{}'::jsonb) || jsonb_build_object('deletedUser', ?::jsonb)
          where user_id = ?`,
        [JSON.stringify(deletedUser), id],
        "run",
      );
      const [{ agreements }] = await em.execute<{ agreements: number }[]>(
        "select count(*)::int as agreements from user_agreements where user_id = ?",
        [id],
      );
      await em.nativeDelete(User, { id });
      new AuditService(em).record({
        type: AuditEventType.UserDeleted,
        actorId: viewer.id,
        ...meta,
        details: {
          userId: user.id,
          username: user.username,
          email: user.email,
          name: `${user.firstName} ${user.lastName}`,
          wasAdmin: user.isAdmin || user.isSuperAdmin,
          paymentsKept: payments.affectedRows,
          agreementsKept: agreements,
        },
      });
      await em.flush();
      return { success: true, message: `User ${user.username} was deleted.` };
    });
  }

  /** The distinct instructor names of the courses, alphabetically. */
  async instructors(): Promise<string[]> {
    const rows = await this.em.getConnection().execute<{ name: string }[]>(
      `select distinct btrim(instructor_name) as name from courses
        where btrim(coalesce(instructor_name, '')) <> '' order by 1`,
    );
    return rows.map(row => row.name);
  }

  /** A changed user with their last sign-in and enrollment count. */
  private async withExtras(user: User): Promise<AdminUserObject> {
    const extras = (await new AdminUserListService(this.em).extras([user.id])).get(user.id);
    return adminUserObject(user, extras);
  }
}
