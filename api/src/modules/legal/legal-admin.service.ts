import { containing, searchTerm } from "../../db/keyset.js";
import { oneLineProblem } from "@guardian/rules";
import { type FilterQuery, LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { type SortTable, SortDirection, keysetPage, mapPage } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { AppError, notFound, refuseInvalidFields } from "../../errors.js";
import { AuditService } from "../audit/audit.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import type { RequestMeta } from "../../graphql/context.js";
import { LegalDocument, LegalDocumentType } from "./legal-document.entity.js";
import {
  type AdminLegalDocumentConnection,
  type AdminLegalDocumentDeletionObject,
  type AdminLegalDocumentFilter,
  type AdminLegalDocumentInput,
  type AdminLegalDocumentObject,
  type AdminLegalDocumentSort,
  type AdminLegalDocumentUpdateInput,
  AdminLegalDocumentSortField,
} from "./legal.inputs.js";
import { sanitizeLegalHtml } from "./sanitize.rules.js";

const MAX_CONTENT = 200_000;

const SORTS: SortTable<AdminLegalDocumentSortField> = {
  keys: new Map([
    [AdminLegalDocumentSortField.TITLE, [{ property: "title", type: "string" }]],
    [AdminLegalDocumentSortField.TYPE, [{ property: "type", type: "string" }]],
    [AdminLegalDocumentSortField.VERSION, [{ property: "version", type: "string" }]],
    [AdminLegalDocumentSortField.CREATED_AT, [{ property: "createdAt", type: "date" }]],
  ]),
  // Newest first when the caller names no order.
  byDefault: { field: AdminLegalDocumentSortField.CREATED_AT, direction: SortDirection.DESC },
  name: field => `legal-${field}`,
};

/**
 * The public pages and the checkout show one document per type, so one is active per type.
 * "Other" documents are unrelated to each other: any number may be active.
 */
const hasOneActive = (type: LegalDocumentType) => type !== LegalDocumentType.OTHER;

type DocumentFields = AdminLegalDocumentInput;

const lineProblem = (label: string, value: string, max: number) =>
  !value
    ? `${label} is required`
    : [...value].length > max
      ? `${label} must be at most ${max} characters`
      : oneLineProblem(label, value);

/** Each document field's problem (content already sanitized), by input field name. */
const documentProblems = (fields: DocumentFields) => ({
  title: lineProblem("Title", fields.title, 200),
  version: lineProblem("Version", fields.version, 20),
  content: !fields.content.trim()
    ? "Content is required"
    : [...fields.content].length > MAX_CONTENT
      ? `Content must be at most ${MAX_CONTENT} characters`
      : null,
});

/** Sanitized as the entity will store it, so "unchanged" means what is stored. */
const cleanContent = (html: string) => sanitizeLegalHtml(html);

/** The administrators' side of the legal documents: list, publish, edit and delete, audited. */
export class LegalAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { actorId: number; meta: RequestMeta },
  ) {}

  static async list(
    em: EntityManager,
    filter: AdminLegalDocumentFilter | null | undefined,
    sort: AdminLegalDocumentSort | null | undefined,
    page: PageArgs,
  ): Promise<AdminLegalDocumentConnection> {
    const where: FilterQuery<LegalDocument>[] = [];
    const search = searchTerm(filter?.search);
    if (search) {
      where.push({ title: { $ilike: containing(search) } });
    }
    if (filter?.type) where.push({ type: filter.type });
    if (typeof filter?.isActive === "boolean") where.push({ isActive: filter.isActive });
    const result = await keysetPage(em, LegalDocument, {
      where,
      sort: { table: SORTS, chosen: sort },
      page,
    });
    const counts = await acceptedCounts(
      em,
      result.edges.map(edge => edge.node.id),
    );
    return mapPage(result, node => toAdminDocument(node, counts.get(node.id) ?? 0));
  }

  /**
   * Publishes a document. An active one takes over its type: the active document before it is
   * deactivated in the same transaction, and kept with its signatures.
   */
  async create(input: AdminLegalDocumentInput): Promise<AdminLegalDocumentObject> {
    const fields: DocumentFields = {
      ...input,
      title: input.title.trim(),
      version: input.version.trim(),
      content: cleanContent(input.content),
    };
    refuseInvalidFields(documentProblems(fields));
    return this.em.transactional(async em => {
      const replaced = fields.isActive ? await this.takeOverType(em, fields.type, null) : [];
      const doc = em.create(LegalDocument, fields);
      await em.flush();
      new AuditService(em).record({
        ...this.audit(AuditEventType.LegalDocumentCreated),
        details: { documentId: doc.id, ...snapshot(doc), deactivated: replaced },
      });
      await em.flush();
      return toAdminDocument(doc, 0);
    });
  }

  /**
   * Changes a document. Once signed, its content, type and version are evidence of what people
   * signed: such a change is refused and the admin publishes a new version instead.
   */
  async update(
    id: number,
    input: AdminLegalDocumentUpdateInput,
  ): Promise<AdminLegalDocumentObject> {
    return this.em.transactional(async em => {
      const doc = await em.findOne(LegalDocument, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!doc) throw notFound("Document not found");
      const before = snapshot(doc);
      const fields: DocumentFields = {
        title: input.title === undefined ? doc.title : (input.title ?? "").trim(),
        version: input.version === undefined ? doc.version : (input.version ?? "").trim(),
        content: input.content === undefined ? doc.content : cleanContent(input.content ?? ""),
        type: input.type ?? doc.type,
        isActive: input.isActive ?? doc.isActive,
        requiresSignature: input.requiresSignature ?? doc.requiresSignature,
      };
      refuseInvalidFields(documentProblems(fields));
      const textChanged =
        fields.content !== doc.content ||
        fields.type !== doc.type ||
        fields.version !== doc.version;
      const signatures = textChanged ? await signaturesOf(em, id) : 0;
      if (signatures > 0) {
        throw new AppError(
          "CONFLICT",
          `This document has been signed by ${signatures} ${signatures === 1 ? "user" : "users"}, so its content, type and version cannot be changed. Publish a new version instead: add a document of this type with a new version number.`,
        );
      }
      const takesOver = fields.isActive && (!doc.isActive || fields.type !== doc.type);
      const replaced = takesOver ? await this.takeOverType(em, fields.type, doc.id) : [];
      // Only what changed is assigned: the stored text of an unchanged document stays byte for byte.
      const changes = Object.fromEntries(
        Object.entries(fields).filter(([key, value]) => doc[key as keyof DocumentFields] !== value),
      );
      em.assign(doc, changes);
      const after = snapshot(doc);
      new AuditService(em).record({
        ...this.audit(AuditEventType.LegalDocumentUpdated),
        details: {
          documentId: doc.id,
          title: doc.title,
          changed: Object.fromEntries(
            Object.entries(after).filter(
              ([key, value]) => before[key as keyof typeof before] !== value,
            ),
          ),
          contentChanged: "content" in changes,
          deactivated: replaced,
        },
      });
      await em.flush();
      return toAdminDocument(doc, await signaturesOf(em, id));
    });
  }

  /** Deletes a document nobody signed; a signed one is evidence and stays (409). */
  async delete(id: number): Promise<AdminLegalDocumentDeletionObject> {
    return this.em.transactional(async em => {
      const doc = await em.findOne(LegalDocument, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!doc) throw notFound("Document not found");
      const signatures = await signaturesOf(em, id);
      if (signatures > 0) {
        throw new AppError(
          "CONFLICT",
          `This document has been signed by ${signatures} ${signatures === 1 ? "user" : "users"}, so it cannot be deleted. Deactivate it or publish a new version instead.`,
        );
      }
      new AuditService(em).record({
        ...this.audit(AuditEventType.LegalDocumentDeleted),
        details: { documentId: id, ...snapshot(doc) },
      });
      em.remove(doc);
      await em.flush();
      return { id, deleted: true };
    });
  }

  /**
   * Deactivates the active documents of `type` but `keep`, and answers their ids. Publishes of
   * one type take turns (a transaction-scoped advisory lock), so two at once leave one active.
   */
  private async takeOverType(
    em: EntityManager,
    type: LegalDocumentType,
    keep: number | null,
  ): Promise<number[]> {
    if (!hasOneActive(type)) return [];
    await em.execute("select pg_advisory_xact_lock(hashtext(?))", [`legal_documents:${type}`]);
    const rows = await em.execute<{ id: number }[]>(
      // Plain SQL: the entity's save hook is not run on documents whose text must not move.
      `update legal_documents set is_active = false, updated_at = now()
        where type = ? and is_active and id <> ? returning id`,
      [type, keep ?? 0],
    );
    return rows.map(row => row.id);
  }

  private audit(type: AuditEventType) {
    return {
      type,
      actorId: this.deps.actorId,
      ipAddress: this.deps.meta.ipAddress,
      userAgent: this.deps.meta.userAgent,
    };
  }
}

/** What the audit keeps of a document: its fields, and the content's length (not the text). */
const snapshot = (doc: LegalDocument) => ({
  title: doc.title,
  type: doc.type,
  version: doc.version,
  isActive: doc.isActive,
  requiresSignature: doc.requiresSignature,
  contentLength: doc.content.length,
});

async function signaturesOf(em: EntityManager, id: number): Promise<number> {
  return (await acceptedCounts(em, [id])).get(id) ?? 0;
}

/**
 * Who signed each document of a page: learners (enrollment agreements) and partners (licence
 * agreements, partners module). One statement whatever the page size.
 */
async function acceptedCounts(em: EntityManager, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const list = ids.map(() => "?").join(", ");
  const rows = await em.execute<{ document_id: number; count: number }[]>(
    `select document_id, count(distinct signer)::int as count from (
       select document_id, 'user:' || user_id as signer from user_agreements
        where document_id in (${list})
       union all
       select document_id, 'partner:' || partner_id from licence_agreements
        where document_id in (${list})
     ) signed group by document_id`,
    [...ids, ...ids],
  );
  return new Map(rows.map(row => [row.document_id, row.count]));
}

function toAdminDocument(doc: LegalDocument, acceptedCount: number): AdminLegalDocumentObject {
  return {
    id: doc.id,
    title: doc.title,
    content: doc.content,
    type: doc.type,
    version: doc.version,
    isActive: doc.isActive,
    requiresSignature: doc.requiresSignature,
    acceptedCount,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}
