import { DefaultLogger, type EntityClass, type LogContext } from "@mikro-orm/core";
import { MikroORM, defineConfig } from "@mikro-orm/postgresql";
import { Migrator } from "@mikro-orm/migrations";
import { ReflectMetadataProvider } from "@mikro-orm/decorators/legacy";
import { releaseBrokenConnections } from "./pool-guard.js";
import { migrationsList } from "./migrations/index.js";

/** The entities of the given modules: the caller composes (main.ts, worker.ts, cli/, tests). */
export const entitiesOf = (modules: readonly { entities?: EntityClass<object>[] }[]) =>
  modules.flatMap(module => module.entities ?? []);

export interface OrmOptions {
  /** The app's entities (`entitiesOf(modules)`). */
  entities: EntityClass<object>[];
  debug?: boolean;
  pool?: number;
  /** Called with every SQL statement sent, `?` for each parameter (benchmarks and tests). */
  onQuery?: (sql: string, params: readonly unknown[]) => void;
}

export function ormConfig(databaseUrl: string, options: OrmOptions) {
  const { entities, onQuery } = options;
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    debug: options.debug ?? false,
    ...(onQuery && {
      loggerFactory: loggerOptions =>
        new (class extends DefaultLogger {
          override logQuery(context: LogContext & { query: string }) {
            onQuery(context.query, context.params ?? []);
            super.logQuery(context);
          }
        })(loggerOptions),
    }),
    pool: { min: 0, max: options.pool ?? 10 },
    // A database that does not answer (down host, full network) fails a request in seconds, as
    // a 503 (db/unavailable.ts), instead of holding it for the OS's minutes-long TCP timeout.
    driverOptions: { connectionTimeoutMillis: 5000, onPoolCreated: releaseBrokenConnections },
    // Committed migrations are listed in code, so dev (TS) and production (JS) run the same list.
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    // Triggers and SQL functions are hand-written in migrations (audit chain, payment totals): a
    // generated migration must not drop them for want of entity metadata.
    schemaGenerator: { ignoreTriggers: true, ignoreRoutines: true },
    // Every request forks its own entity manager; the global one is a bug.
    allowGlobalContext: false,
  });
}

export async function openOrm(databaseUrl: string, options: OrmOptions) {
  return MikroORM.init(ormConfig(databaseUrl, options));
}

export type Orm = Awaited<ReturnType<typeof openOrm>>;

export async function migrate(orm: Orm): Promise<string[]> {
  const done = await orm.migrator.up();
  return done.map(m => m.name);
}
