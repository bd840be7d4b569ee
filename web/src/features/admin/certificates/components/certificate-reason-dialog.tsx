import { oneLineProblem } from "@guardian/rules";
import { CloseButton, Dialog, Portal, Stack, Text, chakra } from "@chakra-ui/react";
import { TextareaField } from "../../../../components/forms/textarea-field";
import { useForm } from "../../../../components/forms/use-form";
import { DialogActions } from "../../../../components/ui/dialog-actions";
import { DialogRoot } from "../../../../components/ui/dialog-root";
import {
  useAdminReissueCertificateMutation,
  useAdminRevokeCertificateMutation,
  type AdminCertificatesPage_CertificateFragment as Certificate,
} from "../admin-certificates.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import type { CertificateAction } from "./certificate-columns";

const MAX_REASON = 500;

const validate = ({ reason }: { reason: string }) => ({
  reason: !reason.trim()
    ? "Reason is required"
    : [...reason.trim()].length > MAX_REASON
      ? `Reason must be at most ${MAX_REASON} characters`
      : oneLineProblem("Reason", reason.trim()),
});

const TEXTS = {
  revoke: {
    title: "Revoke Certificate",
    confirm: "Revoke",
    loading: "Revoking...",
    failed: "Failed to revoke the certificate",
    what: "Its verification will answer Revoked from now on. This cannot be undone.",
  },
  reissue: {
    title: "Re-issue Certificate",
    confirm: "Re-issue",
    loading: "Re-issuing...",
    failed: "Failed to re-issue the certificate",
    what: "A new certificate with a new number is issued with the learner's current name; this number will answer Superseded.",
  },
} as const;

/**
 * Revoke or Re-issue one certificate with a required reason (an alertdialog like ConfirmDialog,
 * holding a form). While the request runs it cannot be dismissed, so its answer is never lost.
 */
export function CertificateReasonDialog(props: {
  certificate: Certificate;
  action: CertificateAction;
  onClose(): void;
}) {
  const { certificate, action, onClose } = props;
  const text = TEXTS[action];
  const form = useForm({ reason: "" }, validate);
  const refetchQueries = ["AdminCertificatesPage"];
  const [revoke, revoking] = useAdminRevokeCertificateMutation({ refetchQueries });
  const [reissue, reissuing] = useAdminReissueCertificateMutation({ refetchQueries });
  const loading = revoking.loading || reissuing.loading;

  const submit = form.handleSubmit(async ({ reason }) => {
    const variables = { number: certificate.number, reason: reason.trim() };
    const done = await runMutation(
      async () => {
        if (action === "revoke") return (await revoke({ variables })).data?.revokeCertificate;
        return (await reissue({ variables })).data?.reissueCertificate;
      },
      { title: text.failed, fallback: "Please try again.", form },
    );
    if (!done) return;
    showToast("success", {
      title: action === "revoke" ? "Certificate revoked" : "Certificate re-issued",
      description:
        action === "revoke"
          ? `${certificate.number} now verifies as Revoked.`
          : `${done.number} replaces ${certificate.number}.`,
    });
    onClose();
  });

  return (
    <DialogRoot
      open
      role="alertdialog"
      placement="center"
      onOpenChange={change => !change.open && !loading && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <chakra.form noValidate onSubmit={submit} aria-label={text.title}>
              <Dialog.Header>
                <Dialog.Title>{text.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    <strong>{certificate.number}</strong> — {certificate.learnerName},{" "}
                    {certificate.courseTitle}. {text.what}
                  </Text>
                  <TextareaField label="Reason" required rows={3} {...form.field("reason")} />
                </Stack>
              </Dialog.Body>
              <DialogActions
                onCancel={onClose}
                label={text.confirm}
                loadingText={text.loading}
                loading={loading}
                danger={action === "revoke"}
              />
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={loading} />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
