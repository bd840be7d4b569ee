import type { EntityManager } from "@mikro-orm/postgresql";
import { Installation } from "./installation.entity.js";

const ids = new WeakMap<object, Promise<string>>();

/** This install's identity (see Installation). */
export class InstallationService {
  constructor(private readonly em: EntityManager) {}

  /** This install's id, read once per database connection's configuration. */
  readInstallId(): Promise<string> {
    const { config } = this.em;
    let id = ids.get(config);
    if (!id) {
      id = this.em
        .fork()
        .findOneOrFail(Installation, 1)
        .then(row => row.installId);
      id.catch(() => ids.delete(config));
      ids.set(config, id);
    }
    return id;
  }
}
