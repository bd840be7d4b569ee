import { Button, HStack, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { SelectField } from "../../../../components/forms/select-field";
import { TextField } from "../../../../components/forms/text-field";
import {
  useAdminUpdateBusinessOfferStatusMutation,
  type AdminBusinessOffersPage_OfferFragment as Offer,
} from "../admin-business-offers.generated";
import type { BusinessOfferStatus } from "../../../../graphql/types";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { OFFER_STATUSES, statusOption } from "../offer-status";

const OPTIONS = OFFER_STATUSES.map(option => ({ value: option.status, label: option.label }));

/**
 * Change Status: an inline status dropdown with Save and Cancel. Paid without a verified payment
 * asks for a note (the server refuses it without one, and verification flags it).
 */
export function StatusChange({ offer }: { offer: Offer }) {
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<BusinessOfferStatus>(offer.status);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string>();
  const [update, { loading }] = useAdminUpdateBusinessOfferStatusMutation();
  const needsNote = status === "PAID" && offer.status !== "PAID" && !offer.paymentId;

  if (!editing) {
    return (
      <Button
        size="xs"
        variant="outline"
        aria-label={`Change status of offer ${offer.id}`}
        onClick={() => {
          setStatus(offer.status);
          setEditing(true);
        }}
      >
        Change Status
      </Button>
    );
  }

  async function save() {
    if (needsNote && !note.trim()) {
      setNoteError("Say why the offer is paid without a verified payment");
      return;
    }
    setNoteError(undefined);
    const changed = await runMutation(
      async () =>
        (await update({ variables: { id: offer.id, status, note: needsNote ? note : null } })).data,
      {
        title: "Update Failed",
        fallback: "Failed to update offer status. Please try again.",
        form: { hasField: name => name === "note", setFieldError: (_, text) => setNoteError(text) },
      },
    );
    if (!changed) return;
    setEditing(false);
    setNote("");
    showToast("success", {
      title: "Status Updated",
      description: `Offer ${offer.id} is now ${statusOption(status).label}.`,
    });
  }

  return (
    <Stack gap="2" minW="44">
      <SelectField
        label={`Status of offer ${offer.id}`}
        name="status"
        value={status}
        options={OPTIONS}
        onChange={event => setStatus(event.target.value as BusinessOfferStatus)}
      />
      {needsNote && (
        <TextField
          label="Note"
          name="note"
          size="sm"
          placeholder="e.g. paid by wire"
          value={note}
          error={noteError}
          onChange={event => setNote(event.target.value)}
        />
      )}
      <HStack gap="2">
        <Button size="xs" colorPalette="blue" loading={loading} onClick={() => void save()}>
          Save
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
