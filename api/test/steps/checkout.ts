import type { Client } from "../client.js";

/** The checkout's calls as the web app makes them, for tests of what comes before and after. */
export const SIGN = `mutation($input: SignAgreementInput!) {
  signAgreement(input: $input) { id documentSha256 signatureType pdfUrl }
}`;
export const START = `mutation($courseId: Int!, $storefront: String) {
  createPaymentIntent(courseId: $courseId, storefront: $storefront) { id clientSecret amountCents currency processor }
}`;
export const PAY = `mutation($input: DemoPaymentInput!) {
  confirmDemoPayment(input: $input) { paymentIntentId status error }
}`;
/** The page's read of the enrollment a paid checkout bought (the spec's POST /api/enroll). */
export const ENROLL = `query($courseId: Int!, $paymentId: String!) {
  enroll: checkoutEnrollment(courseId: $courseId, paymentId: $paymentId) { id courseId enrolledAt }
}`;

export const TEST_CARDS = { pays: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };

export interface StartedPayment {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  processor: string;
}

export async function signTyped(client: Client, documentId: number, courseId: number) {
  const { body } = await client.graphql<{ signAgreement: { id: number } }>(SIGN, {
    input: {
      documentId,
      courseId,
      signature: { type: "TYPED", text: "Pat Buyer", style: "formal" },
    },
  });
  if (!body.data?.signAgreement) throw new Error(JSON.stringify(body.errors));
  return body.data.signAgreement;
}

/** The checkout's payment, at the academy's price or at a partner's storefront (its slug). */
export async function startPayment(
  client: Client,
  courseId: number,
  storefront?: string,
): Promise<StartedPayment> {
  const { body } = await client.graphql<{ createPaymentIntent: StartedPayment }>(START, {
    courseId,
    storefront,
  });
  if (!body.data?.createPaymentIntent) throw new Error(JSON.stringify(body.errors));
  return body.data.createPaymentIntent;
}

export function payDemo(client: Client, intent: StartedPayment, card = TEST_CARDS.pays) {
  return client.graphql<{ confirmDemoPayment: { status: string; error: string | null } }>(PAY, {
    input: {
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      cardNumber: card,
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: "123",
    },
  });
}

export function enroll(client: Client, courseId: number, paymentId: string) {
  return client.graphql<{ enroll: { id: number; courseId: number } }>(ENROLL, {
    courseId,
    paymentId,
  });
}

/** A signed-in learner's whole checkout of a course: agreement signed, paid (demo), enrolled; the enrollment's id. */
export async function buyCourse(client: Client, agreementId: number, courseId: number) {
  await signTyped(client, agreementId, courseId);
  const intent = await startPayment(client, courseId);
  await payDemo(client, intent);
  const { body } = await enroll(client, courseId, intent.id);
  return body.data!.enroll.id;
}
