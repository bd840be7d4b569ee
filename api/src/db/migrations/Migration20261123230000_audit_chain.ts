import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log becomes append-only and hash-chained. Each row carries the hash of the row before
 * it (`prev_hash`) and its own (`hash` = sha256(prev_hash || its canonical text)), set by a trigger
 * that takes a transaction lock and gives the row its id under it, so ids follow the chain and
 * commits follow ids. Updates, deletes and truncation are refused. The actor and subject keep the
 * ids of deleted users (no foreign keys: a delete must not rewrite evidence).
 */
export class Migration20261123230000_audit_chain extends Migration {

  override name = 'Migration20261123230000_audit_chain';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_events" drop constraint "audit_events_actor_id_foreign";`);
    this.addSql(`alter table "audit_events" drop constraint "audit_events_subject_id_foreign";`);
    this.addSql(`alter table "audit_events" add column "prev_hash" bytea null, add column "hash" bytea null;`);
    this.addSql(`create function audit_event_text(id bigint, type text, actor_id int, subject_id int, ip_address text, user_agent text, details jsonb, created_at timestamptz)
      returns text language sql immutable as $$
        select concat_ws('|', id::text, quote_nullable(type), quote_nullable(actor_id), quote_nullable(subject_id),
          quote_nullable(ip_address), quote_nullable(user_agent), quote_nullable(details::text),
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'))
      $$;`);
    this.addSql(`create function audit_event_hash(prev bytea, id bigint, type text, actor_id int, subject_id int, ip_address text, user_agent text, details jsonb, created_at timestamptz)
      returns bytea language sql immutable as $$
        select sha256(coalesce(prev, ''::bytea) || convert_to(audit_event_text(id, type, actor_id, subject_id, ip_address, user_agent, details, created_at), 'UTF8'))
      $$;`);
    this.addSql(`create function audit_events_chain() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(hashtext('audit_events_chain'));
      new.id := nextval(pg_get_serial_sequence('audit_events', 'id'));
      select hash into new.prev_hash from audit_events order by id desc limit 1;
      new.hash := audit_event_hash(new.prev_hash, new.id, new.type, new.actor_id, new.subject_id,
        new.ip_address, new.user_agent, new.details, new.created_at);
      return new;
    end $$;`);
    this.addSql(`create function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'The audit log is append-only';
    end $$;`);
    // The rows so far, chained in id order.
    this.addSql(`do $$
    declare
      row record;
      prev bytea := null;
    begin
      for row in select * from audit_events order by id loop
        update audit_events set prev_hash = prev,
          hash = audit_event_hash(prev, row.id, row.type, row.actor_id, row.subject_id, row.ip_address, row.user_agent, row.details, row.created_at)
          where id = row.id returning hash into prev;
      end loop;
    end $$;`);
    this.addSql(`create trigger "audit_events_chain" before insert on "audit_events" for each row execute function audit_events_chain();`);
    this.addSql(`create trigger "audit_events_append_only" before update or delete on "audit_events" for each row execute function audit_events_append_only();`);
    this.addSql(`create trigger "audit_events_no_truncate" before truncate on "audit_events" for each statement execute function audit_events_append_only();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "audit_events_no_truncate" on "audit_events";`);
    this.addSql(`drop trigger "audit_events_append_only" on "audit_events";`);
    this.addSql(`drop trigger "audit_events_chain" on "audit_events";`);
    this.addSql(`drop function audit_events_append_only();`);
    this.addSql(`drop function audit_events_chain();`);
    this.addSql(`drop function audit_event_hash(bytea, bigint, text, int, int, text, text, jsonb, timestamptz);`);
    this.addSql(`drop function audit_event_text(bigint, text, int, int, text, text, jsonb, timestamptz);`);
    this.addSql(`alter table "audit_events" drop column "prev_hash", drop column "hash";`);
    this.addSql(`update "audit_events" set "actor_id" = null where "actor_id" not in (select "id" from "users");`);
    this.addSql(`update "audit_events" set "subject_id" = null where "subject_id" not in (select "id" from "users");`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_subject_id_foreign" foreign key ("subject_id") references "users" ("id") on delete set null;`);
  }
}
