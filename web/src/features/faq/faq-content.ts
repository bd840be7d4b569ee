/** The FAQ's categories (the first is every question) and its questions and answers. */
export const FAQ_CATEGORIES = [
  { value: "all", label: "All" },
  { value: "courses", label: "Courses" },
  { value: "enrollment", label: "Enrollment" },
  { value: "certification", label: "Certification" },
  { value: "payment", label: "Payment" },
  { value: "technical", label: "Technical" },
] as const;

export type FaqCategory = Exclude<(typeof FAQ_CATEGORIES)[number]["value"], "all">;

export interface FaqEntry {
  category: FaqCategory;
  question: string;
  answer: string;
}

export const FAQ: readonly FaqEntry[] = [
  {
    category: "courses",
    question: "Which courses do you offer?",
    answer:
      "A 40-hour initial certification program for new bail enforcement agents, and shorter supplemental and continuing-education courses: legal updates, skip tracing, defensive tactics and report writing. The Courses page lists every course with its hours, format and price.",
  },
  {
    category: "courses",
    question: "What is the difference between Self-Paced and Live Instruction?",
    answer:
      "Self-paced courses are taken online whenever it suits you. Live instruction (instructor-led) courses follow a schedule with an instructor, online. Each course card and course page shows which one it is.",
  },
  {
    category: "courses",
    question: "How long do I have access to a course?",
    answer:
      "Standard courses stay open for 6 months from enrollment and certification courses for 12 months, so you can finish at your own pace.",
  },
  {
    category: "courses",
    question: "Who can take the courses?",
    answer:
      "Our courses are for people who work in, or are preparing for, bail enforcement and recovery. To be licensed you must be at least 21 years old and have no felony convictions; check your state's own requirements before you enroll.",
  },
  {
    category: "enrollment",
    question: "How do I enroll?",
    answer:
      "Create an account (or log in), open the course and choose Enroll Now. You then sign the enrollment agreement online, by typing or drawing your signature, and pay by card. Your enrollment is confirmed right away.",
  },
  {
    category: "enrollment",
    question: "Why do I sign an enrollment agreement?",
    answer:
      "The agreement sets out what your enrollment includes and the refund terms. You read it in full before you sign, and you can download the signed agreement as a PDF.",
  },
  {
    category: "enrollment",
    question: "Where do I find my courses after enrolling?",
    answer:
      "In My Dashboard under My Courses. Choose Open in LMS to study in our learning system; while your access is being set up the button reads Processing Access, and you receive an email with your login details.",
  },
  {
    category: "enrollment",
    question: "Can I enroll in the same course twice?",
    answer:
      "No. If you are already enrolled, the checkout tells you so and you are not charged again.",
  },
  {
    category: "certification",
    question: "Do I get a certificate?",
    answer:
      "Yes. When you complete a course you receive a printable certificate. Your dashboard's Certificates tab shows each course as In Progress until it is completed.",
  },
  {
    category: "certification",
    question: "Which courses count toward certification?",
    answer:
      "Initial certification programs and courses of 30 hours or more are certification courses; shorter courses and in-service updates count as continuing education. The Certification and Continuing Ed tabs on the Courses page sort them for you.",
  },
  {
    category: "certification",
    question: "Are the courses approved by the state?",
    answer:
      "We are a state-certified training provider and our courses are built to comply with the state criminal-justice services department's requirements. Some courses are in pre-launch while their curriculum is aligned with the regulator; the banner at the top of the site says so.",
  },
  {
    category: "payment",
    question: "How do I pay?",
    answer:
      "By credit or debit card on the secure payment step of the checkout. Card details go straight to our payment provider; we never see or keep your card number.",
  },
  {
    category: "payment",
    question: "Do you offer payment plans?",
    answer:
      "For courses above $300 we can arrange payment over 3 or 6 months. Contact us before you enroll to set one up.",
  },
  {
    category: "payment",
    question: "What is your refund policy?",
    answer:
      "If you are not satisfied, ask for a refund within 7 days of purchase, before you have accessed the course materials. Refunds are not available once access to the training has been provided. The Refund Policy page has the full terms.",
  },
  {
    category: "payment",
    question: "Will I get a receipt?",
    answer:
      "Yes. Every successful payment has a receipt, and you receive a confirmation by email after enrolling.",
  },
  {
    category: "technical",
    question: "What do I need to take a course?",
    answer:
      "A current version of Chrome, Firefox, Safari or Edge on a computer, tablet or phone, and a stable internet connection. Video lessons play best on a broadband connection.",
  },
  {
    category: "technical",
    question: "I cannot open my course in the learning system. What should I do?",
    answer:
      "Check My Courses in your dashboard: if the button reads Access Course, choose it to set up your access again. If it still does not work, contact support from your dashboard or the Contact page.",
  },
  {
    category: "technical",
    question: "I forgot my password.",
    answer:
      "Contact us from the Contact page and we will help you back into your account. Once you are signed in you can change your password under My Profile, Security.",
  },
];
