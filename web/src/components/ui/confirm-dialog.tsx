import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DialogRoot } from "./dialog-root";
import { DialogActions } from "./dialog-actions";

interface ConfirmDialogProps {
  title: string;
  /** What happens, said plainly. */
  children: ReactNode;
  confirmLabel: string;
  loadingText: string;
  loading: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before a destructive action (an alertdialog with a red confirm button). While the action
 * runs it cannot be dismissed, so its answer is never lost.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, loadingText, loading, onConfirm, onCancel } = props;
  return (
    <DialogRoot
      open
      role="alertdialog"
      placement="center"
      onOpenChange={change => !change.open && !loading && onCancel()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <DialogActions
              onCancel={onCancel}
              label={confirmLabel}
              loadingText={loadingText}
              loading={loading}
              danger
              onConfirm={onConfirm}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={loading} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
