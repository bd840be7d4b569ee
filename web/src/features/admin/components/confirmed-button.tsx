import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";

interface ConfirmedButtonProps {
  /** The row's button, e.g. "Revoke". */
  label: string;
  /** Its accessible name, naming the row, e.g. "Revoke: Moodle". */
  ariaLabel: string;
  /** The confirmation's title, its confirm button and what that says while it runs. */
  title: string;
  confirmLabel: string;
  loadingText: string;
  /** What happens, said plainly. */
  consequence: string;
  loading: boolean;
  /** The action, once confirmed; the dialog closes when it has settled. */
  onConfirm(): Promise<unknown>;
}

/** A list row's destructive action (revoke, rotate) behind a confirmation. */
export function ConfirmedButton(props: ConfirmedButtonProps) {
  const [confirming, setConfirming] = useState(false);
  async function confirm() {
    await props.onConfirm();
    setConfirming(false);
  }
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        onClick={() => setConfirming(true)}
        aria-label={props.ariaLabel}
      >
        {props.label}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={props.title}
          confirmLabel={props.confirmLabel}
          loadingText={props.loadingText}
          loading={props.loading}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <Text>{props.consequence}</Text>
        </ConfirmDialog>
      )}
    </>
  );
}
