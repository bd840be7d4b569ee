import type { AppModule } from "../../app-module.js";
import { User } from "./user.entity.js";

/** The user: the account record, its rules and its creation; the screens on it are modules above. */
export const usersModule: AppModule = {
  name: "users",
  entities: [User],
};
