import { UserAgreement } from "../modules/agreements/user-agreement.entity.js";
import { AuditEvent } from "../modules/audit/audit-event.entity.js";
import { BusinessOffer } from "../modules/business-offers/business-offer.entity.js";
import { ContactMessage } from "../modules/contact/contact-message.entity.js";
import { Course } from "../modules/courses/course.entity.js";
import { Enrollment } from "../modules/enrollments/enrollment.entity.js";
import { LegalDocument } from "../modules/legal/legal-document.entity.js";
import { Payment } from "../modules/payments/payment.entity.js";
import { Receipt } from "../modules/payments/receipt.entity.js";
import { LoginAttempt } from "../modules/security/login-attempt.entity.js";
import { RefreshToken } from "../modules/security/refresh-token.entity.js";
import { UsedToken } from "../modules/security/used-token.entity.js";
import { SiteSettings } from "../modules/settings/site-settings.entity.js";
import { ActivityItem } from "../modules/systems/activity-item.entity.js";
import { Notification } from "../modules/systems/notification.entity.js";
import { ProfileSyncStatus } from "../modules/systems/profile-sync-status.entity.js";
import { LinkedSystem } from "../modules/systems/system.entity.js";
import { User } from "../modules/users/user.entity.js";

export const entities = [
  User,
  Course,
  Enrollment,
  Payment,
  Receipt,
  LegalDocument,
  UserAgreement,
  BusinessOffer,
  SiteSettings,
  LinkedSystem,
  ActivityItem,
  Notification,
  ProfileSyncStatus,
  LoginAttempt,
  RefreshToken,
  UsedToken,
  AuditEvent,
  ContactMessage,
];
