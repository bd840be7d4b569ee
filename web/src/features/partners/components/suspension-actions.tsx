import { Button, HStack } from "@chakra-ui/react";
import { useState } from "react";
import { ActionDialog } from "../../../components/forms/action-dialog";
import { TextField } from "../../../components/forms/text-field";
import { useForm } from "../../../components/forms/use-form";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";
import type { PartnerHome_PartnerFragment } from "../partner-home.generated";
import { useResumePartnerMutation, useSuspendPartnerMutation } from "../partner-term.generated";

/** The academy's administrators' actions on a partner: Suspend (with a reason) and Resume. */
export function SuspensionActions({ partner }: { partner: PartnerHome_PartnerFragment }) {
  const [asking, setAsking] = useState(false);
  const [resume, { loading: resuming }] = useResumePartnerMutation();
  if (partner.status === "SUSPENDED") {
    return (
      <HStack>
        <Button
          variant="outline"
          loading={resuming}
          onClick={() =>
            void runMutation(
              async () => (await resume({ variables: { partnerId: partner.id } })).data,
              { title: "Resume Failed", fallback: "Please try again." },
            ).then(done => done && showToast("success", { title: "Partner resumed" }))
          }
        >
          Resume partner
        </Button>
      </HStack>
    );
  }
  return (
    <HStack>
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        Suspend partner
      </Button>
      {asking && <SuspendDialog partnerId={partner.id} onClose={() => setAsking(false)} />}
    </HStack>
  );
}

function SuspendDialog({ partnerId, onClose }: { partnerId: number; onClose(): void }) {
  const [suspend, { loading }] = useSuspendPartnerMutation();
  const form = useForm({ reason: "" }, ({ reason }) =>
    reason.trim() ? {} : { reason: "Reason is required" },
  );
  const submit = form.handleSubmit(async ({ reason }) => {
    const done = await runMutation(
      async () => (await suspend({ variables: { partnerId, reason: reason.trim() } })).data,
      { title: "Suspend Failed", fallback: "Please try again.", form },
    );
    if (!done) return;
    showToast("success", { title: "Partner suspended" });
    onClose();
  });
  return (
    <ActionDialog
      title="Suspend this partner"
      formLabel="Suspend this partner"
      submitLabel="Suspend"
      loadingText="Suspending..."
      loading={loading}
      onClose={onClose}
      onSubmit={submit}
      danger
    >
      <TextField
        label="Reason (shown to the partner's administrators)"
        required
        maxLength={500}
        {...form.field("reason")}
      />
    </ActionDialog>
  );
}
