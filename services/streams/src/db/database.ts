import type { Outbox } from "@leadstream/platform";
import type { DataSource, EntityManager } from "typeorm";
import type { Database, Repositories } from "../app/ports.js";
import { outboxEvents } from "../events/outbox-events.js";
import { accountReadModel } from "./account-read-model.js";
import { streamRepository } from "./stream-repository.js";

export const repositoriesOn = (em: EntityManager): Repositories => ({
  streams: streamRepository(em),
  accounts: accountReadModel(em),
});

export function postgresDatabase(ds: DataSource, outbox: Outbox): Database {
  return {
    repositories: repositoriesOn(ds.manager),
    transaction: (work) => ds.transaction((em) => work({ ...repositoriesOn(em), events: outboxEvents(outbox, em) })),
  };
}
