import { modules } from "../modules/index.js";

export const entities = modules.flatMap(module => module.entities ?? []);
