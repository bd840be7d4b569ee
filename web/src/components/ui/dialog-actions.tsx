import { Button, Dialog } from "@chakra-ui/react";

interface DialogActionsProps {
  onCancel(): void;
  /** The primary button's label, and its label while the action runs. */
  label: string;
  loadingText: string;
  loading: boolean;
  /** A destructive action: the primary button is red. */
  danger?: boolean;
  /** Without it the primary button submits the dialog's form. */
  onConfirm?(): void;
}

/**
 * A dialog's footer: Cancel and the primary action. While the action runs Cancel is disabled, so
 * its answer is never lost.
 */
export function DialogActions(props: DialogActionsProps) {
  const { onCancel, label, loadingText, loading, danger, onConfirm } = props;
  return (
    <Dialog.Footer>
      <Button variant="outline" disabled={loading} onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? "button" : "submit"}
        colorPalette={danger ? "red" : "blue"}
        loading={loading}
        loadingText={loadingText}
        onClick={onConfirm}
      >
        {label}
      </Button>
    </Dialog.Footer>
  );
}
