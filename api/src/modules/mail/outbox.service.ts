import type { FilterQuery } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { type PageArgs, SortDirection, keysetPage, mapPage } from "../../graphql/connection.js";
import { badInput } from "../../graphql/errors.js";
import { isStorableText } from "../../util/text.js";
import { containing } from "../users/admin-user-list.js";
import { OutboxMail } from "./outbox-mail.entity.js";
import { withPortalLinks } from "./portal-links.js";
import type { OutboxFilter, OutboxMailConnection, OutboxMailObject } from "./outbox.types.js";

const MAX_SEARCH = 200;

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
  const search = filter?.search?.trim();
  if (search) {
    if ([...search].length > MAX_SEARCH || !isStorableText(search)) {
      throw badInput(`Search must be at most ${MAX_SEARCH} characters of plain text`);
    }
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
