import { Migration } from '@mikro-orm/migrations';

/** A course's uploaded picture, through the image intake. */
export class Migration20261128153000_course_images extends Migration {

  override name = 'Migration20261128153000_course_images';

  override up(): void | Promise<void> {
    this.addSql(`create table "course_images" ("course_id" int not null, "png" bytea not null, "updated_at" timestamptz not null default now(), constraint "course_images_pkey" primary key ("course_id"));`);
    this.addSql(`alter table "course_images" add constraint "course_images_course_id_foreign" foreign key ("course_id") references "courses" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "course_images" cascade;`);
  }

}
