import {
  Check,
  Entity,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from "@mikro-orm/decorators/legacy";
import type { Ref } from "@mikro-orm/core";
import { Course } from "../courses/course.entity.js";
import { Agency } from "./agency.entity.js";

/**
 * The seats an agency holds of a course, bought or granted by an administrator. A seat is used by
 * each agent invited to or on it (agency-member.entity.ts: not removed, with this course).
 */
@Entity({ tableName: "agency_seats" })
@Unique({ name: "agency_seats_agency_course_unique", properties: ["agency", "course"] })
@Check({ name: "agency_seats_not_negative", expression: "seats >= 0" })
export class AgencySeats {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Agency, { ref: true, deleteRule: "cascade" })
  agency!: Ref<Agency>;

  @ManyToOne(() => Course, { ref: true, deleteRule: "restrict", index: true })
  course!: Ref<Course>;

  @Property({ type: "integer" })
  seats!: number;
}
