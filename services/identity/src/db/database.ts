import { databasePort, type Outbox } from "@leadstream/platform";
import type { DataSource, EntityManager } from "typeorm";
import type { Database, Repositories } from "../app/ports.js";
import { outboxEvents } from "../events/outbox-events.js";
import { apiKeyRepository } from "./api-key-repository.js";
import { sessionRepository } from "./session-repository.js";
import { userRepository } from "./user-repository.js";

const repositoriesOn = (em: EntityManager): Repositories => ({
  users: userRepository(em),
  sessions: sessionRepository(em),
  apiKeys: apiKeyRepository(em),
});

export function postgresDatabase(ds: DataSource, outbox: Outbox): Database {
  return databasePort(ds, repositoriesOn, (em) => ({ ...repositoriesOn(em), events: outboxEvents(outbox, em) }));
}
