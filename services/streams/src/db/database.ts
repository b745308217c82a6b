import { databasePort, type Outbox } from "@leadstream/platform";
import type { DataSource, EntityManager } from "typeorm";
import type { RunEnded } from "../adapters/run-metrics.js";
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
export const unitOfWorkOn = (em: EntityManager, outbox: Outbox, runEnded: RunEnded): UnitOfWork => ({ ...repositoriesOn(em), events: outboxEvents(outbox, em, runEnded) });

export function postgresDatabase(ds: DataSource, outbox: Outbox, runEnded: RunEnded): Database {
  return databasePort(ds, repositoriesOn, (em) => unitOfWorkOn(em, outbox, runEnded));
}
