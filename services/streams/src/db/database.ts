import { databasePort, type Outbox } from "@leadstream/platform";
import type { DataSource, EntityManager } from "typeorm";
import type { Database, Repositories, UnitOfWork } from "../app/ports.js";
import { outboxEvents } from "../events/outbox-events.js";
import { accountReadModel } from "./account-read-model.js";
import { runRepository } from "./run-repository.js";
import { streamRepository } from "./stream-repository.js";

export const repositoriesOn = (em: EntityManager): Repositories => ({
  streams: streamRepository(em),
  accounts: accountReadModel(em),
  runs: runRepository(em),
});

/** The repositories and events of the transaction `em` belongs to. */
export const unitOfWorkOn = (em: EntityManager, outbox: Outbox): UnitOfWork => ({ ...repositoriesOn(em), events: outboxEvents(outbox, em) });

export function postgresDatabase(ds: DataSource, outbox: Outbox): Database {
  return databasePort(ds, repositoriesOn, (em) => unitOfWorkOn(em, outbox));
}
