import { EMAIL_PATTERN } from "@guardian/rules";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, notFound } from "../../graphql/errors.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import type { RequestMeta } from "../auth/session.service.js";
import { nameProblem, phoneProblem } from "../users/user-rules.js";
import { ContactMessage } from "./contact-message.entity.js";
import type {
  ContactMessageInput,
  ContactMessageObject,
  ContactMessagePageObject,
} from "./contact.types.js";

const MAX_MESSAGE = 5000;
const MAX_PAGE = 100;

function problemOf(input: ContactMessageInput): string | null {
  const { name, email, phone, message } = input;
  if (!email) return "Email is required";
  if ([...email].length > 254 || !EMAIL_PATTERN.test(email)) return "Please enter a valid email";
  if (!message) return "Message is required";
  if ([...message].length > MAX_MESSAGE) {
    return `Message must be at most ${MAX_MESSAGE} characters`;
  }
  return nameProblem("Name", name) ?? (phone ? phoneProblem(phone) : null);
}

/** The cursor of a message in the newest-first list: its time and id. */
const cursorOf = (row: ContactMessage) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");

function parseCursor(cursor: string): { createdAt: Date; id: number } {
  const [time, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const createdAt = new Date(time ?? "");
  if (Number.isNaN(createdAt.getTime()) || !/^\d{1,12}$/.test(id ?? "")) {
    throw badInput("Invalid cursor");
  }
  return { createdAt, id: Number(id) };
}

export function toContactMessage(row: ContactMessage): ContactMessageObject {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    subject: row.subject,
    message: row.message,
    ip: row.ip ?? null,
    userAgent: row.userAgent ?? null,
    createdAt: row.createdAt,
    readAt: row.readAt ?? null,
    handled: Boolean(row.readAt),
  };
}

export class ContactService {
  constructor(private readonly em: EntityManager) {}

  /** Stores a visitor's message with where it came from; refuses it whole when a field is wrong. */
  async submit(input: ContactMessageInput, meta: RequestMeta): Promise<ContactMessage> {
    const fields = {
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone?.trim() || null,
      subject: input.subject,
      message: input.message.trim(),
    };
    const problem = problemOf(fields);
    if (problem) throw badInput(problem);
    const row = this.em.create(ContactMessage, {
      ...fields,
      ip: meta.ipAddress,
      userAgent: meta.userAgent,
    });
    await this.em.flush();
    return row;
  }

  /**
   * Marks a message handled (its readAt is the time it was handled) or not handled again, with
   * its audit row in the same transaction. Marking it as it already is changes nothing.
   */
  async markHandled(
    id: number,
    handled: boolean,
    actor: { id: number },
    meta: RequestMeta,
  ): Promise<ContactMessage> {
    return this.em.transactional(async tx => {
      const row = await tx.findOne(ContactMessage, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw notFound("Message not found");
      if (Boolean(row.readAt) === handled) return row;
      row.readAt = handled ? new Date() : null;
      recordAudit(tx, {
        type: AuditEventType.ContactMessageHandled,
        actorId: actor.id,
        ...meta,
        details: { messageId: id, handled },
      });
      return row;
    });
  }

  /** Newest first, a page at a time (keyset on time and id: no gaps or repeats while new ones arrive). */
  async list(first: number, after: string | null): Promise<ContactMessagePageObject> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
      throw badInput(`first must be from 1 to ${MAX_PAGE}`);
    }
    const from = after ? parseCursor(after) : null;
    const rows = await this.em.find(
      ContactMessage,
      from
        ? {
            $or: [
              { createdAt: { $lt: from.createdAt } },
              { createdAt: from.createdAt, id: { $lt: from.id } },
            ],
          }
        : {},
      { orderBy: { createdAt: "desc", id: "desc" }, limit: first + 1 },
    );
    const page = rows.slice(0, first);
    return {
      nodes: page.map(toContactMessage),
      hasNextPage: rows.length > first,
      endCursor: page.length ? cursorOf(page[page.length - 1]) : null,
    };
  }
}
