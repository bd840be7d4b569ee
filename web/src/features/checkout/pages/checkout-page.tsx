import { Alert, Box, Container, Heading, Link, Stack, Tabs, Text } from "@chakra-ui/react";
import { TabsRoot } from "../../../components/ui/page-recipes";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { LoadingState } from "../../../components/feedback/loading-state";
import { useCheckoutCourseQuery, useCheckoutSellerQuery } from "../checkout.generated";
import { serverMessage } from "../../../lib/graphql/errors";
import { formatDate } from "../../../lib/format";
import { useRevealOnMount } from "../../../lib/reveal";
import { showToast } from "../../../lib/toast";
import { AgreementStep } from "../components/agreement-step";
import type { SignedAgreement } from "../components/agreement-step";
import { PaymentStep } from "../components/payment-step";

type Step = "agreement" | "payment";

/**
 * The signed agreement's confirmation above the payment. Just signed, it is brought into view
 * and focused: the agreement it replaces is much taller, and a phone would be left on the footer.
 */
function SignedConfirmation({
  agreement,
  justSigned,
}: {
  agreement: Pick<SignedAgreement, "signedAt" | "pdfUrl">;
  justSigned: boolean;
}) {
  const ref = useRevealOnMount<HTMLDivElement>(justSigned);
  return (
    <Alert.Root status="success" role="status" ref={ref} tabIndex={-1} outline="none">
      <Alert.Indicator />
      <Alert.Title>
        You signed the enrollment agreement on {formatDate(agreement.signedAt)}.{" "}
        <Link href={agreement.pdfUrl} download textDecoration="underline">
          Download the signed agreement (PDF)
        </Link>
      </Alert.Title>
    </Alert.Root>
  );
}

/**
 * /checkout/{id}: 1 Agreement (sign the enrollment agreement), then 2 Payment. At a licensed
 * partner's storefront, /p/{slug}/checkout/{id}: the same, in the partner's name and at its price.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const params = useParams();
  const slug = params.slug;
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, loading, error } = useCheckoutCourseQuery({ variables: { id }, skip: !valid });
  const seller = useCheckoutSellerQuery({
    variables: { storefront: slug ?? "", courseId: id },
    skip: !slug || !valid,
  });
  const [signedNow, setSignedNow] = useState<SignedAgreement | null>(null);
  const [step, setStep] = useState<Step>();

  const missing = !valid || Boolean(error);
  useEffect(() => {
    if (!missing) return;
    showToast("error", {
      id: "course-not-found",
      title: "Course Not Found",
      description: "The course you are looking for does not exist.",
    });
    void navigate("/", { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  if (loading || !data || seller.loading) return <LoadingState label="Loading checkout…" page />;

  const { course } = data;
  const sold = seller.data?.checkoutSeller;
  const courseHome = slug
    ? `/p/${encodeURIComponent(slug)}/course/${course.id}`
    : `/course/${course.id}`;
  const agreement = signedNow ?? data.myAgreement;
  const current: Step = step ?? (agreement ? "payment" : "agreement");

  return (
    <Container maxW="6xl" py={{ base: "8", md: "12" }}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          Checkout
        </Heading>
        <Text fontSize="lg" color="gray.600">
          {course.title}
        </Text>
        {sold && (
          <Box borderLeftWidth="4px" borderLeftColor={sold.brandColour ?? "blue.600"} pl="3">
            <Text fontWeight="semibold">Offered by {sold.name}</Text>
          </Box>
        )}
      </Stack>
      {seller.error ? (
        // A storefront that is not selling (or no longer exists) takes no payment.
        <Alert.Root status="info">
          <Alert.Title>
            {serverMessage(seller.error) ?? "This academy is not selling at the moment"}
          </Alert.Title>
        </Alert.Root>
      ) : !course.isActive ? (
        <Alert.Root status="info">
          <Alert.Title>This course is coming soon and not open for enrollment yet.</Alert.Title>
        </Alert.Root>
      ) : (
        <TabsRoot value={current} onValueChange={change => setStep(change.value as Step)} lazyMount>
          <Tabs.List mb="6">
            <Tabs.Trigger value="agreement" disabled={current === "payment"}>
              1. Agreement
            </Tabs.Trigger>
            <Tabs.Trigger value="payment" disabled={!agreement}>
              2. Payment
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="agreement">
            <AgreementStep
              courseId={course.id}
              onSigned={signed => {
                setSignedNow(signed);
                setStep("payment");
                showToast("success", {
                  title: "Agreement Signed",
                  description: "Your enrollment agreement is signed. Continue with the payment.",
                });
              }}
            />
          </Tabs.Content>
          <Tabs.Content value="payment">
            {agreement && (
              <Stack gap="6">
                <SignedConfirmation agreement={agreement} justSigned={signedNow !== null} />
                <PaymentStep
                  course={sold ? { ...course, priceCents: sold.priceCents } : course}
                  storefront={sold?.slug}
                />
              </Stack>
            )}
          </Tabs.Content>
        </TabsRoot>
      )}
      {/* A way back, not an action: it looks like the link it is. */}
      <Link asChild display="inline-block" mt="8" color="blue.700" textDecoration="underline">
        <RouterLink to={courseHome}>
          <span aria-hidden="true">← </span>Back to the course
        </RouterLink>
      </Link>
    </Container>
  );
}
