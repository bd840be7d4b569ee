import type { ReactNode } from "react";
import { ViewDialog } from "../../../../components/ui/view-dialog";

/**
 * The one dialog of the payments page. Details and Receipt are views inside it (View Receipt
 * swaps the view), so the step from one to the other does not close a dialog under the other.
 */
export function PaymentDialog({ onClose, children }: { onClose(): void; children: ReactNode }) {
  return (
    <ViewDialog onClose={onClose} size="md">
      {children}
    </ViewDialog>
  );
}
