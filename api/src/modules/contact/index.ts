import type { AppModule } from "../module.js";
import { ContactMessage } from "./contact-message.entity.js";

export const contactModule: AppModule = { name: "contact", entities: [ContactMessage] };
