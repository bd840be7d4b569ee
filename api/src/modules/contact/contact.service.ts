import { containing, searchTerm } from "../../db/keyset.js";
import { EMAIL_PATTERN } from "@guardian/rules";
import { type FilterQuery, LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { type SortTable, SortDirection, keysetPage, mapPage } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { notFound, refuseInvalidFields } from "../../errors.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import type { RequestMeta } from "../../graphql/context.js";
import { nameProblem, phoneProblem } from "../users/user.rules.js";
import { ContactMessage } from "./contact-message.entity.js";
import {
  type ContactMessageConnection,
  type ContactMessageObject,
  ContactMessageSortField,
} from "./contact.types.js";
import {
  type ContactMessageFilter,
  type ContactMessageInput,
  type ContactMessageSort,
} from "./contact.inputs.js";

const MAX_MESSAGE = 5000;

const SORTS: SortTable<ContactMessageSortField> = {
  keys: new Map([
    [ContactMessageSortField.CREATED_AT, [{ property: "createdAt", type: "date" }]],
    [ContactMessageSortField.NAME, [{ property: "name", type: "string" }]],
    [ContactMessageSortField.EMAIL, [{ property: "email", type: "string" }]],
  ]),
  byDefault: { field: ContactMessageSortField.CREATED_AT, direction: SortDirection.DESC },
  name: field => field,
};

/** Each field's problem, by field name (none: the message can be stored). */
function problemsOf(input: ContactMessageInput) {
  const { name, email, phone, message } = input;
  return {
    email: !email
      ? "Email is required"
      : [...email].length > 254 || !EMAIL_PATTERN.test(email)
        ? "Please enter a valid email"
        : null,
    message: !message
      ? "Message is required"
      : [...message].length > MAX_MESSAGE
        ? `Message must be at most ${MAX_MESSAGE} characters`
        : null,
    name: nameProblem("Name", name),
    phone: phone ? phoneProblem(phone) : null,
  };
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
    refuseInvalidFields(problemsOf(fields));
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
      const row = await tx.findOne(
        ContactMessage,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
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

  /** One page of the messages matching the filter (newest first unless sorted otherwise). */
  async list(
    filter: ContactMessageFilter | null | undefined,
    sort: ContactMessageSort | null | undefined,
    page: PageArgs,
  ): Promise<ContactMessageConnection> {
    const where: FilterQuery<ContactMessage>[] = [];
    const search = searchTerm(filter?.search);
    if (search) {
      const like = containing(search);
      where.push({
        $or: [
          { name: { $ilike: like } },
          { email: { $ilike: like } },
          { message: { $ilike: like } },
        ],
      });
    }
    if (filter?.handled === true) where.push({ readAt: { $ne: null } });
    if (filter?.handled === false) where.push({ readAt: null });
    const result = await keysetPage(this.em, ContactMessage, {
      where,
      sort: { table: SORTS, chosen: sort },
      page,
    });
    return mapPage(result, toContactMessage);
  }
}
