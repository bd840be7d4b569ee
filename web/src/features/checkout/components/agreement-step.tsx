import { Box, Button, Checkbox, Heading, Stack } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { serverMessage } from "../../../lib/graphql/errors";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import {
  useEnrollmentAgreementQuery,
  useSignAgreementMutation,
  type SignAgreementMutation,
} from "../checkout.generated";
import { useSession } from "../../../lib/session/session-context";
import { showToast } from "../../../lib/toast";
import { useCheckoutFailure } from "../checkout-failure";
import { AgreementText, SignatureFields, sha256, useSignature } from "./signature-fields";
import { CheckboxRoot } from "../../../components/ui/checkbox-root";

export type SignedAgreement = SignAgreementMutation["signAgreement"];

interface AgreementStepProps {
  courseId: number;
  onSigned: (agreement: SignedAgreement) => void;
}

/** Step 1: read the enrollment agreement, agree, sign by typing or drawing, submit. */
export function AgreementStep({ courseId, onSigned }: AgreementStepProps) {
  const { user } = useSession();
  const { data, loading, error, refetch } = useEnrollmentAgreementQuery();
  const [agreed, setAgreed] = useState(false);
  const signing = useSignature(`${user?.firstName ?? ""} ${user?.lastName ?? ""}`.trim());
  const [sign, { loading: submitting }] = useSignAgreementMutation();
  const fail = useCheckoutFailure(courseId);

  if (loading && !data) return <LoadingState label="Loading the enrollment agreement…" />;
  if (error || !data) {
    return (
      <ErrorState
        title="An error occurred while loading the document"
        description={serverMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  const document = data.activeLegalDocument;
  const { signed, signature } = signing;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      showToast("error", {
        title: "Authentication Required",
        description: "You must be logged in to submit this agreement.",
      });
      return;
    }
    if (!agreed || !signed) {
      showToast("error", {
        title: "Missing information",
        description: "Please read the document and provide your signature.",
      });
      return;
    }
    try {
      const result = await sign({
        variables: {
          input: {
            documentId: document.id,
            courseId,
            signature,
            documentSha256: await sha256(document.content),
          },
        },
      });
      if (!result.data) throw new Error("The server answered without data.");
      onSigned(result.data.signAgreement);
    } catch (failure) {
      fail(failure, {
        title: "Submission Failed",
        fallback: "There was a problem submitting your agreement. Please try again.",
      });
    }
  }

  return (
    <Stack as="form" gap="6" onSubmit={submit}>
      <AgreementText document={document} label="Enrollment agreement text" />

      <CheckboxRoot checked={agreed} onCheckedChange={change => setAgreed(change.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          I have read and agree to the terms of this enrollment agreement
        </Checkbox.Label>
      </CheckboxRoot>

      {agreed && (
        <Stack gap="4">
          <Heading as="h3" size="md">
            Your signature
          </Heading>
          <SignatureFields state={signing} />
        </Stack>
      )}

      <Box>
        <Button type="submit" colorPalette="blue" disabled={!agreed || !signed || submitting}>
          {submitting ? "Submitting..." : "Sign Agreement"}
        </Button>
      </Box>
    </Stack>
  );
}
