import { Migration } from '@mikro-orm/migrations';

export class Migration20261123163653_admin_dashboard extends Migration {

  override name = 'Migration20261123163653_admin_dashboard';

  override up(): void | Promise<void> {
    // One switch per banner: a banner hidden by either of its two old switches stays hidden.
    this.addSql(`update "site_settings" set "disclaimer_visible" = "disclaimer_visible" and "show_disclaimer_banner", "prelaunch_visible" = "prelaunch_visible" and "show_pre_launch_banner";`);
    this.addSql(`alter table "site_settings" drop column "show_disclaimer_banner", drop column "show_pre_launch_banner";`);

    this.addSql(`create index "login_attempts_success_time_idx" on "login_attempts" ("created_at", "user_id") where "success";`);

    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed', 'settings.updated', 'contact.message_handled', 'admin.flags_repaired'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_events" drop constraint "audit_events_type_check";`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_type_check" check ("type" in ('login.succeeded', 'login.failed', 'account.locked', 'logout', 'session.refresh_reused', 'password.changed', 'password.reset_by_admin', 'session.force_logout', 'session.force_logout_all', 'user.registered', 'user.created', 'user.updated', 'user.deleted', 'user.role_changed', 'payment.recorded', 'payment.refused', 'enrollment.created', 'business_offer.status_changed', 'agreement.signed'));`);

    this.addSql(`drop index "login_attempts_success_time_idx";`);

    this.addSql(`alter table "site_settings" add "show_disclaimer_banner" bool not null default true, add "show_pre_launch_banner" bool not null default true;`);
    this.addSql(`update "site_settings" set "show_disclaimer_banner" = "disclaimer_visible", "show_pre_launch_banner" = "prelaunch_visible";`);
  }

}
