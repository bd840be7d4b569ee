import type { FastifyInstance } from "fastify";
import type { HttpRoutes } from "../../app-module.js";
import { notFound } from "../../errors.js";
import { signedInViewer } from "../../graphql/context.js";
import { csvStream, downloadHeaders, pdfHeaders } from "../../http/downloads.js";
import { SettingsService } from "../settings/settings.service.js";
import { lineDay, statementPdf, transactionOf } from "./statement.pdf.js";
import { StatementsService } from "./statements.service.js";

const COLUMNS = [
  "date",
  "kind",
  "transaction",
  "tuition_cents",
  "royalty_cents",
  "fee_cents",
  "partner_share_cents",
];

/** A download's statement id: digits only, else the same 404 as an unknown statement. */
function statementId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) throw notFound("No such statement.");
  return id;
}

/**
 * GET /api/statements/{id}.pdf and .csv: a statement with its lines, for its partner's
 * administrators and the academy's (StatementsService.readWithLines refuses anyone else).
 */
export function statementsHttp(app: FastifyInstance, { context }: HttpRoutes) {
  app.get<{ Params: { id: string } }>("/api/statements/:id.pdf", async (request, reply) => {
    const ctx = await context(request, reply);
    const viewer = await signedInViewer(ctx);
    const { statement, lines } = await new StatementsService(ctx.em).readWithLines(
      viewer,
      statementId(request.params.id),
    );
    const pdf = await statementPdf(statement, lines, await new SettingsService(ctx.em).get());
    const name = `statement-${statement.partnerId}-${statement.period.slice(0, 7)}.pdf`;
    return reply.headers(pdfHeaders(name)).send(pdf);
  });

  app.get<{ Params: { id: string } }>("/api/statements/:id.csv", async (request, reply) => {
    const ctx = await context(request, reply);
    const viewer = await signedInViewer(ctx);
    const { statement, lines } = await new StatementsService(ctx.em).readWithLines(
      viewer,
      statementId(request.params.id),
    );
    const zone = await new SettingsService(ctx.em).readTimeZone();
    const total = (label: string, cents: number, column = 6) => {
      const cells: unknown[] = ["", label, "", "", "", "", ""];
      cells[column] = cents;
      return cells;
    };
    const rows = [
      ...lines.map(line => [
        lineDay(line.occurredAt, zone),
        line.kind,
        transactionOf(line),
        line.tuitionCents,
        line.royaltyCents,
        line.feeCents,
        line.partnerShareCents,
      ]),
      total("sales", statement.salesCents, 3),
      total("refunds", statement.refundsCents, 3),
      total("royalty", statement.royaltyCents, 4),
      total("fees", statement.feesCents, 5),
      total("partner share", statement.partnerShareCents),
      total("carried in", statement.carriedInCents),
      total("payable", statement.payableCents),
      total("carried out", statement.carriedOutCents),
    ];
    const name = `statement-${statement.partnerId}-${statement.period.slice(0, 7)}.csv`;
    return reply
      .headers(downloadHeaders(name, "text/csv; charset=utf-8"))
      .send(csvStream(rows, COLUMNS));
  });
}
