import { LegalDocumentType } from "../modules/legal/legal-document.entity.js";

export const DEMO_USERS = [
  {
    username: "admin",
    password: "Admin#2026",
    email: "admin@guardianacademy.example",
    firstName: "Avery",
    lastName: "Stone",
    isAdmin: true,
    isSuperAdmin: true,
  },
  {
    username: "manager",
    password: "Manager#2026",
    email: "manager@guardianacademy.example",
    firstName: "Morgan",
    lastName: "Reyes",
    isAdmin: true,
  },
  {
    username: "learner",
    password: "Learner#2026",
    email: "learner@guardianacademy.example",
    firstName: "Jordan",
    lastName: "Blake",
    phone: "(804) 555-0142",
  },
  {
    username: "student",
    password: "Student#2026",
    email: "student@guardianacademy.example",
    firstName: "Casey",
    lastName: "Walker",
    phone: "(757) 555-0199",
  },
];

export const DEMO_COURSES = [
  {
    title: "Bail Enforcement Initial Certification (40-Hour)",
    description:
      "The complete 40-hour entry-level program for bail enforcement agents: legal authority, constitutional limits, fugitive location, apprehension planning, defensive tactics and report writing.",
    imageUrl: "/images/courses/initial-certification.svg",
    hours: 40,
    priceCents: 49900,
    isFeatured: true,
    isSelfPaced: false,
    moodleCourseId: "101",
    instructorName: "Dana Whitfield",
  },
  {
    title: "In-Service Legal Update for Recovery Agents",
    description:
      "Annual in-service training covering recent statutes, court decisions and regulatory changes that affect bail recovery work, with case studies and a knowledge check.",
    imageUrl: "/images/courses/in-service-legal.svg",
    hours: 8,
    priceCents: 12900,
    moodleCourseId: "102",
    instructorName: "Dana Whitfield",
  },
  {
    title: "Skip Tracing and Fugitive Location",
    description:
      "Research methods for locating fugitives: public records, open-source intelligence, interviewing techniques and lawful use of databases.",
    imageUrl: "/images/courses/skip-tracing.svg",
    hours: 16,
    priceCents: 24900,
    moodleCourseId: "103",
    instructorName: "Luis Ortega",
  },
  {
    title: "Defensive Tactics and Safe Apprehension",
    description:
      "Instructor-led practical training in situational awareness, de-escalation, handcuffing and safe transport of detained persons.",
    imageUrl: "/images/courses/defensive-tactics.svg",
    hours: 24,
    priceCents: 34900,
    isSelfPaced: false,
    moodleCourseId: "104",
    instructorName: "Luis Ortega",
  },
  {
    title: "Report Writing and Documentation",
    description:
      "Write clear, defensible reports: timelines, evidence handling, use-of-force documentation and communicating with courts and bondsmen.",
    hours: 6,
    priceCents: 8900,
    instructorName: "Priya Natarajan",
  },
  {
    title: "Firearms Safety Refresher",
    description:
      "A refresher on safe handling, storage and legal considerations for armed recovery agents. Opens for enrollment after the next curriculum review.",
    imageUrl: "/images/courses/firearms-refresher.svg",
    hours: 12,
    priceCents: 19900,
    isActive: false,
    isSelfPaced: false,
    instructorName: "Luis Ortega",
  },
];

const paragraph = (text: string) => `<p>${text}</p>`;

export const DEMO_LEGAL_DOCUMENTS = [
  {
    title: "Enrollment Agreement",
    type: LegalDocumentType.ENROLLMENT_AGREEMENT,
    requiresSignature: true,
    content: [
      "<h2>Enrollment Agreement</h2>",
      paragraph(
        "This agreement is between Guardian Academy and the learner named below for enrollment in the selected course.",
      ),
      paragraph(
        "The course is in pre-launch and is undergoing final curriculum alignment with a state criminal-justice regulator. Enrollment grants early access to the course materials.",
      ),
      paragraph("Refunds are not available once access to the course has been provided."),
      paragraph(
        "The learner agrees to use the materials for personal training only and not to share account access.",
      ),
    ].join(""),
  },
  {
    title: "Terms of Service",
    type: LegalDocumentType.TERMS_OF_SERVICE,
    content: paragraph(
      "By using the Guardian Academy portal you agree to these terms. Accounts are personal; course materials may not be redistributed.",
    ),
  },
  {
    title: "Privacy Policy",
    type: LegalDocumentType.PRIVACY_POLICY,
    content: paragraph(
      "We keep the personal data needed to run your training: your name, contact details, enrollments and payments. Card data is handled by our payment provider and never stored by us.",
    ),
  },
  {
    title: "Refund Policy",
    type: LegalDocumentType.REFUND_POLICY,
    content: paragraph(
      "Refunds are not available once access to a course has been provided. Contact support before access is given to cancel an enrollment.",
    ),
  },
  {
    title: "Training Disclaimer",
    type: LegalDocumentType.DISCLAIMER,
    content: paragraph(
      "Training does not by itself license anyone to practise bail enforcement. Check the licensing rules of your state before acting on any course content.",
    ),
  },
];
