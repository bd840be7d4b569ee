import { LegalDocumentType } from "../modules/legal/legal-document.entity.js";
import { TERM_YEARS, ROYALTY_PERCENT } from "../modules/partners/licence.rules.js";

const paragraph = (text: string) => `<p>${text}</p>`;

const common = [
  paragraph(
    "The licensee may offer Guardian Academy's active courses to its own learners under its own name, logo and colour, through the storefront the academy hosts for it. The courses, their materials and certificates remain Guardian Academy's; certificates name the licensee as the one who delivered the course.",
  ),
  paragraph(
    "Every learner signs the course's enrollment agreement and pays through the academy's checkout. The licensee keeps its learners' personal data confidential and uses it only to serve them.",
  ),
  paragraph(
    "The academy may suspend the storefront for a breach of this agreement, with the reason shown to the licensee. Learners keep the courses they bought.",
  ),
];

/**
 * The licence agreements businesses sign once their licence fee is paid (issue 54), one per
 * licence type: seeded into every install that has none, edited in Legal Documents afterwards.
 */
export const LICENCE_AGREEMENTS = [
  {
    title: "Royalty-Free Licence Agreement",
    type: LegalDocumentType.LICENCE_AGREEMENT_ROYALTY_FREE,
    requiresSignature: true,
    content: [
      "<h2>Royalty-Free Licence Agreement</h2>",
      paragraph(
        `This agreement is between Guardian Academy and the licensee named below. For the royalty-free licence fee already paid, the licensee may enroll an unlimited number of learners without royalties for ${TERM_YEARS} years from the payment, renewable for ${TERM_YEARS} more years at a time by paying the fee again.`,
      ),
      ...common,
      paragraph(
        "When the term ends unrenewed, the storefront stops selling; the learners keep what they bought.",
      ),
    ].join(""),
  },
  {
    title: "Revenue Share Licence Agreement",
    type: LegalDocumentType.LICENCE_AGREEMENT_REVENUE_SHARE,
    requiresSignature: true,
    content: [
      "<h2>Revenue Share Licence Agreement</h2>",
      paragraph(
        `This agreement is between Guardian Academy and the licensee named below. For the setup fee already paid, the licensee may enroll learners for as long as this agreement runs; Guardian Academy keeps ${ROYALTY_PERCENT} % of the tuition of every sale as its royalty.`,
      ),
      ...common,
    ].join(""),
  },
];
