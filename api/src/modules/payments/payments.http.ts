import type { FilterQuery } from "@mikro-orm/core";
import { paymentFilterOf } from "./payments.rest.js";
import { requireRoles } from "../../graphql/auth.js";
import { Role } from "../../graphql/roles.js";
import { decimalDollars } from "../../util/money.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import { keysetBatches } from "../../db/keyset.js";
import type { FastifyInstance } from "fastify";
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
import { PaymentDateRange, PaymentSource } from "./admin-payments.types.js";
import type { AdminPaymentFilter } from "./payments.inputs.js";
import { Payment, PaymentStatus } from "./payment.entity.js";
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

/** An enum field of the filter input as GraphQL coerces it: its name to its value; else a 400. */
const coerced = <T extends string>(values: Record<string, T>, name: unknown, field: string) => {
  if (name === null || name === undefined) return null;
  if (typeof name === "string" && Object.hasOwn(values, name)) return values[name];
  throw new AppError("BAD_USER_INPUT", `Invalid ${field} "${String(name)}"`);
};

/**
 * GET /api/receipts/{id}/pdf: a receipt for its payer or an administrator.
 * GET /api/admin/payments/export.csv?q=&date=&status=: every matching payment, for administrators.
 */
export function paymentsHttp(app: FastifyInstance, { context }: HttpRoutes) {
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

  app.get<{ Querystring: Record<string, string | undefined> }>(
    "/api/admin/payments/export.csv",
    async (request, reply) => {
      const ctx = await context(request, reply);
      await requireRoles(ctx, [Role.ADMIN]);
      // The list's own filter input, from the same query words as its REST path.
      const words = Object.fromEntries(
        Object.entries(request.query).map(([key, value]) => [key, [value].flat()[0]]),
      );
      const byName = paymentFilterOf(words);
      const filter: AdminPaymentFilter = {
        search: byName.search,
        date: coerced(PaymentDateRange, byName.date, "date"),
        status: coerced(PaymentStatus, byName.status, "status"),
        source: coerced(PaymentSource, byName.source, "source"),
      };
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .headers(downloadHeaders(`payments-${day}.csv`, "text/csv; charset=utf-8"))
        .send(csvStream(paymentRows(ctx.em, paymentsWhere(filter)), COLUMNS));
    },
  );
}
