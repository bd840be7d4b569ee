import type { FilterQuery } from "@mikro-orm/core";
import { paymentFilterOf } from "./payments.rest.js";
import { requireRoles } from "../../graphql/auth.js";
import { Role } from "../../graphql/roles.js";
import { decimalDollars } from "../../util/money.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import { keysetBatches } from "../../db/keyset.js";
import type { FastifyInstance } from "fastify";
import { type GraphQLSchema, coerceInputValue, isInputObjectType } from "graphql";
import { signedInViewer } from "../../graphql/context.js";
import {
  csvStream,
  downloadHeaders,
  pdfHeaders,
  requireOwnerOrAdmin,
} from "../../http/downloads.js";
import { AppError } from "../../errors.js";
import { intParam } from "../../rest/route.js";
import type { HttpRoutes } from "../../app-module.js";
import { AdminPaymentsService, licenceOf, paymentsWhere } from "./admin-payments.service.js";
import type { AdminPaymentFilter } from "./payments.inputs.js";
import { Payment } from "./payment.entity.js";
import { SettingsService } from "../settings/settings.service.js";
import { receiptPdf } from "./receipt.pdf.js";
import { Receipt } from "./receipt.entity.js";

const COLUMNS = [
  "id",
  "transaction_id",
  "date",
  "username",
  "course",
  "amount",
  "currency",
  "status",
  "provider",
  // The seats an agency bought with the payment; empty for any other payment.
  "seats",
];

/**
 * Every payment matching `where`, newest first, read a batch at a time (keyset, not offset); a
 * licence fee has its business as the customer and its licence as the item.
 */
async function* paymentRows(em: EntityManager, where: FilterQuery<Payment>) {
  for await (const payment of keysetBatches(em, Payment, where, {
    key: { property: "createdAt", column: "created_at" },
    direction: "desc",
    populate: ["user", "course", "businessOffer"],
  })) {
    yield [
      payment.id,
      payment.providerPaymentId,
      payment.createdAt.toISOString(),
      payment.user?.getEntity().username ?? payment.businessOffer?.getEntity().businessName ?? "",
      payment.course?.getEntity().title ?? licenceOf(payment) ?? "",
      decimalDollars(payment.amountCents),
      payment.currency.toUpperCase(),
      payment.status,
      payment.provider,
      payment.seats ?? "",
    ];
  }
}

/**
 * The list's own filter input from the export's query words: the words of the list's REST path
 * (`paymentFilterOf`: `q`, `date`, `status`) as `AdminPaymentFilter`'s fields, coerced by the
 * schema as GraphQL coerces the list's `filter` argument; a value it refuses is a 400.
 */
function exportFilter(schema: GraphQLSchema, query: Record<string, unknown>): AdminPaymentFilter {
  const words = Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, [value].flat()[0] as string | undefined]),
  );
  const type = schema.getType("AdminPaymentFilter");
  if (!isInputObjectType(type)) throw new Error("The schema has no AdminPaymentFilter input");
  return coerceInputValue(paymentFilterOf(words), type, (path, value) => {
    throw new AppError("BAD_USER_INPUT", `Invalid ${path.join(".")} "${String(value)}"`);
  }) as AdminPaymentFilter;
}

/**
 * GET /api/receipts/{id}/pdf: a receipt for its payer or an administrator.
 * GET /api/admin/payments/export.csv?q=&date=&status=: every matching payment, for administrators.
 */
export function paymentsHttp(app: FastifyInstance, { context, schema }: HttpRoutes) {
  app.get<{ Params: { id: string } }>("/api/receipts/:id/pdf", async (request, reply) => {
    const ctx = await context(request, reply);
    const viewer = await signedInViewer(ctx);
    const id = intParam({ params: request.params, query: {}, body: {}, headers: {} }, "id");
    const stored = await ctx.em.findOne(Receipt, id, { fields: ["payment"] });
    const service = new AdminPaymentsService(ctx.em);
    const receipt = requireOwnerOrAdmin(
      viewer,
      stored && (await service.receipt(stored.payment.id)),
      found => found.userId,
      "No receipt available for this transaction",
    );
    const pdf = await receiptPdf(receipt, await new SettingsService(ctx.em).get());
    return reply.headers(pdfHeaders(`receipt-${receipt.receiptNumber}.pdf`)).send(pdf);
  });

  app.get<{ Querystring: Record<string, unknown> }>(
    "/api/admin/payments/export.csv",
    async (request, reply) => {
      const ctx = await context(request, reply);
      await requireRoles(ctx, [Role.ADMIN]);
      const filter = exportFilter(schema, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .headers(downloadHeaders(`payments-${day}.csv`, "text/csv; charset=utf-8"))
        .send(csvStream(paymentRows(ctx.em, paymentsWhere(filter)), COLUMNS));
    },
  );
}
