import {
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  Field,
  Heading,
  Input,
  Link,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { CheckboxRoot } from "../../../components/ui/checkbox-root";
import { formatDate } from "../../../lib/format";
import { serverMessage } from "../../../lib/graphql/errors";
import { showToast } from "../../../lib/toast";
import {
  AgreementText,
  SignatureFields,
  sha256,
  useSignature,
} from "../../checkout/components/signature-fields";
import {
  type LicenceAgreement_AgreementFragment,
  useLicenceAgreementPageQuery,
  useSignLicenceAgreementMutation,
} from "../partners.generated";

type Agreement = LicenceAgreement_AgreementFragment;

/** The page's frame: its heading and the business it is for. */
function Frame({ businessName, children }: { businessName?: string; children: React.ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            Licence Agreement
          </Heading>
          {businessName && <Text color="gray.600">{businessName}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** Signed: who signed and when, the PDF, and what comes next. */
function Signed({
  signed,
  justNow,
}: {
  signed: NonNullable<Agreement["signed"]>;
  justNow: boolean;
}) {
  return (
    <Stack gap="4">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            Signed by {signed.signerName} on {formatDate(signed.signedAt)}
          </Alert.Title>
          {justNow && (
            <Alert.Description>
              We emailed your contact address an invitation to set up your partner administrator
              account. You choose its password there: we never send passwords by email.
            </Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
      <Link href={signed.pdfUrl} colorPalette="blue" alignSelf="flex-start">
        Download the signed agreement (PDF)
      </Link>
    </Stack>
  );
}

interface SignFormProps {
  agreement: Agreement;
  document: NonNullable<Agreement["document"]>;
  keys: { token: string | null; reference: string | null };
  onSigned: (agreement: Agreement) => void;
}

/** Read the agreement, agree, give the signer's name and sign (typed or drawn). */
function SignForm({ agreement, document, keys, onSigned }: SignFormProps) {
  const [agreed, setAgreed] = useState(false);
  const [name, setName] = useState("");
  const signing = useSignature("");
  const [sign, { loading }] = useSignLicenceAgreementMutation();
  const ready = agreed && name.trim() !== "" && signing.signed;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    try {
      const result = await sign({
        variables: {
          input: {
            offerId: agreement.offerId,
            ...keys,
            documentId: document.id,
            documentSha256: await sha256(document.content),
            signerName: name.trim(),
            signature: signing.signature,
          },
        },
      });
      if (result.data) onSigned(result.data.signLicenceAgreement);
    } catch (failure) {
      showToast("error", {
        title: "Not Signed",
        description:
          serverMessage(failure) ?? "There was a problem signing the agreement. Please try again.",
      });
    }
  }

  return (
    <Stack as="form" gap="6" onSubmit={submit}>
      <AgreementText document={document} label="Licence agreement text" />
      <CheckboxRoot checked={agreed} onCheckedChange={change => setAgreed(change.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          I have read and agree to this licence agreement on behalf of {agreement.businessName}
        </Checkbox.Label>
      </CheckboxRoot>
      {agreed && (
        <Stack gap="4">
          <Field.Root required maxW="md">
            <Field.Label>Signer&apos;s full name</Field.Label>
            <Input value={name} maxLength={100} onChange={e => setName(e.target.value)} />
          </Field.Root>
          <Heading as="h3" size="md">
            Your signature
          </Heading>
          <SignatureFields state={signing} />
        </Stack>
      )}
      <Box>
        <Button type="submit" colorPalette="blue" disabled={!ready || loading}>
          {loading ? "Signing..." : "Sign Agreement"}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * /licence-agreement/{offerId}?token= (the mailed link) or ?ref= (the payer, from the payment's
 * success page): the licence agreement to sign once, then who signed it and its PDF.
 */
export function LicenceAgreementPage() {
  const offerId = Number(useParams().offerId);
  const [params] = useSearchParams();
  const keys = { token: params.get("token"), reference: params.get("ref") };
  const { data, loading, error, refetch } = useLicenceAgreementPageQuery({
    variables: { offerId, ...keys },
    skip: !Number.isInteger(offerId),
  });
  const [justSigned, setJustSigned] = useState<Agreement | null>(null);

  if (loading && !data) return <LoadingState label="Loading the licence agreement…" py="24" page />;
  const agreement = justSigned ?? data?.licenceAgreement;
  if (!agreement) {
    return (
      <Frame>
        <ErrorState
          title="This link does not open a licence agreement"
          description={
            serverMessage(error) ??
            "Open the link from your email, or the one shown after your payment."
          }
          onRetry={() => void refetch()}
        />
      </Frame>
    );
  }
  return (
    <Frame businessName={agreement.businessName}>
      {agreement.signed ? (
        <Signed signed={agreement.signed} justNow={justSigned !== null} />
      ) : agreement.document ? (
        <SignForm
          agreement={agreement}
          document={agreement.document}
          keys={keys}
          onSigned={setJustSigned}
        />
      ) : (
        <Text>
          The licence agreement is being prepared. We will email you when it is ready to sign.
        </Text>
      )}
    </Frame>
  );
}
