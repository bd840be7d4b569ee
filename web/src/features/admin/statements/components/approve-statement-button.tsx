import { runMutation } from "../../../../lib/graphql/run-mutation";
import { formatPrice } from "../../../../lib/format-price";
import { showToast } from "../../../../lib/toast";
import { ConfirmedButton } from "../../components/confirmed-button";
import { useApproveStatementMutation } from "../admin-statements.generated";
import type { StatementRowFragment as Statement } from "../../../partners/partner-home.generated";
import { monthOf } from "../../../partners/components/statement-columns";

/** Statuses an administrator can approve (again): not yet paid, or failed, or waiting. */
const APPROVABLE = new Set<Statement["status"]>(["READY", "WAITING", "FAILED"]);

/** Approve a statement: its payable amount is transferred to the partner's payout account. */
export function ApproveStatementButton({ statement }: { statement: Statement }) {
  const [approve, { loading }] = useApproveStatementMutation();
  if (!APPROVABLE.has(statement.status)) return null;
  const name = `${statement.partnerName}, ${monthOf(statement.period)}`;
  const confirm = async () => {
    const approved = await runMutation(
      async () =>
        (await approve({ variables: { statementId: statement.id } })).data?.approveStatement,
      { title: "Statement Not Approved", fallback: "The statement could not be approved." },
    );
    if (!approved) return;
    const outcome = {
      PAID: ["success", "Statement Paid"],
      WAITING: ["info", "Payout Waiting"],
      FAILED: ["error", "Payout Failed"],
    } as const;
    const [kind, title] = outcome[approved.status as keyof typeof outcome] ?? [
      "info",
      "Statement Approved",
    ];
    showToast(kind, {
      title,
      description: approved.waitingReason ?? approved.failureReason ?? undefined,
    });
  };
  return (
    <ConfirmedButton
      label="Approve"
      ariaLabel={`Approve: ${name}`}
      title={`Approve the statement of ${name}?`}
      confirmLabel="Approve and Pay"
      loadingText="Paying..."
      consequence={`${formatPrice(statement.payableCents)} is transferred to the partner's payout account. If the account cannot be paid yet, the statement waits and is paid once it can.`}
      loading={loading}
      onConfirm={confirm}
    />
  );
}
