import { Link, Text } from "@chakra-ui/react";
import { Fragment } from "react";
import type { ReactNode } from "react";
import { FactList } from "../../../../components/ui/data-list-root";
import { DialogView } from "../../../../components/ui/view-dialog";
import type { AdminBusinessOffersPage_OfferFragment as Offer } from "../admin-business-offers.generated";
import { formatMoment } from "../../../../lib/format";
import { formatPrice } from "../../../../lib/format-price";
import { licenceLabel } from "../../../business-offers/licences";
import { OfferStatusBadge } from "./offer-columns";

const NONE = "—";

/** The website as a link's address: http and https only (never `javascript:` and the like). */
function webAddress(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An email address that may wrap before its "@" and dots, never inside a word. Its link carries the
 * address as its label: the break points are not read out.
 */
function EmailText({ email }: { email: string }) {
  return (
    <>
      {email.split(/(?=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function Website({ text }: { text: string }) {
  const href = webAddress(text);
  const shown = (
    <Text as="span" overflowWrap="anywhere">
      {text}
    </Text>
  );
  if (!href) return shown;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="blue.700">
      {shown}
    </Link>
  );
}

/** Free text as the applicant (or the administrator, for a status note) wrote it: its line breaks kept. */
function Written({ text, whiteSpace }: { text: string; whiteSpace: "pre-line" | "pre-wrap" }) {
  return (
    <Text as="span" display="block" whiteSpace={whiteSpace} wordBreak="break-word">
      {text}
    </Text>
  );
}

/** Everything about one licensing offer: the business, its contact, the licence and payment. */
export function OfferDetailsView({ offer }: { offer: Offer }) {
  const rows: [string, ReactNode][] = [
    ["ID", offer.id],
    ["Business Name", offer.businessName],
    ["Contact Name", offer.contactName],
    [
      "Email",
      <Link href={`mailto:${offer.contactEmail}`} aria-label={offer.contactEmail} color="blue.700">
        <EmailText email={offer.contactEmail} />
      </Link>,
    ],
    [
      "Phone",
      <Link href={`tel:${offer.contactPhone.replace(/[^\d+]/g, "")}`} color="blue.700">
        {offer.contactPhone}
      </Link>,
    ],
    ["Website", offer.businessWebsite ? <Website text={offer.businessWebsite} /> : NONE],
    ["Address", <Written text={offer.businessAddress} whiteSpace="pre-line" />],
    ["License Type", licenceLabel(offer.licenseType)],
    ["License Fee", formatPrice(offer.feeCents)],
    [
      "Additional Info",
      offer.additionalInfo ? <Written text={offer.additionalInfo} whiteSpace="pre-wrap" /> : NONE,
    ],
    ["Status", <OfferStatusBadge status={offer.status} />],
    [
      "Status Note",
      offer.statusNote ? <Written text={offer.statusNote} whiteSpace="pre-wrap" /> : NONE,
    ],
    ["Date Created", <time dateTime={offer.offerSentAt}>{formatMoment(offer.offerSentAt)}</time>],
    [
      "Payment Amount",
      offer.paymentAmountCents == null ? NONE : formatPrice(offer.paymentAmountCents),
    ],
    [
      "Payment ID",
      offer.paymentId ? (
        <Text as="span" fontFamily="mono" overflowWrap="anywhere">
          {offer.paymentId}
        </Text>
      ) : (
        NONE
      ),
    ],
  ];
  return (
    <DialogView title="Business Offer Details">
      <FactList facts={rows} />
    </DialogView>
  );
}
