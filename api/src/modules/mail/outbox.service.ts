import { containing, searchTerm } from "../../db/keyset.js";
import type { FilterQuery } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { SortDirection, keysetPage, mapPage } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { OutboxMail } from "./outbox-mail.entity.js";
import { withPortalLinks } from "./portal-links.js";
import type { OutboxFilter, OutboxMailConnection, OutboxMailObject } from "./outbox.types.js";

/** A mail as it is (or will be) sent: its portal links made whole. */
function toObject(mail: OutboxMail, publicUrl: string): OutboxMailObject {
  return {
    id: mail.id,
    recipient: mail.recipient,
    subject: mail.subject,
    text: withPortalLinks(mail.textBody, publicUrl),
    html: mail.htmlBody ? withPortalLinks(mail.htmlBody, publicUrl) : null,
    kind: mail.kind,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError ?? null,
    createdAt: mail.createdAt,
    sentAt: mail.sentAt ?? null,
  };
}

function outboxWhere(filter: OutboxFilter | null | undefined): FilterQuery<OutboxMail>[] {
  const conditions: FilterQuery<OutboxMail>[] = [];
  if (filter?.status) conditions.push({ status: filter.status });
  const search = searchTerm(filter?.search, { plainText: true });
  if (search) {
    const pattern = { $ilike: containing(search) };
    conditions.push({ $or: [{ recipient: pattern }, { subject: pattern }] });
  }
  return conditions;
}

/** The outbox as administrators read it: every mail, newest first, a page at a time. */
export async function listOutbox(
  em: EntityManager,
  publicUrl: string,
  filter: OutboxFilter | null | undefined,
  page: PageArgs,
): Promise<OutboxMailConnection> {
  const result = await keysetPage(em, OutboxMail, {
    where: outboxWhere(filter),
    sort: {
      name: "created",
      keys: [{ property: "createdAt", type: "date" }],
      direction: SortDirection.DESC,
    },
    page,
  });
  return mapPage(result, node => toObject(node, publicUrl));
}
