import { databasePort, type Outbox } from "@leadstream/platform";
import type { DataSource, EntityManager } from "typeorm";
import type { Database, Repositories } from "../app/ports.js";
import { outboxEvents } from "../events/outbox-events.js";
import { dmTemplateRepository } from "./dm-template-repository.js";
import { feedbackRepository } from "./feedback-repository.js";
import { leadRepository } from "./lead-repository.js";
import { lookupRepository } from "./lookup-repository.js";

const repositoriesOn = (em: EntityManager): Repositories => ({
  leads: leadRepository(em),
  lookups: lookupRepository(em),
  feedback: feedbackRepository(em),
  dmTemplates: dmTemplateRepository(em),
});

export function postgresDatabase(ds: DataSource, outbox: Outbox): Database {
  return databasePort(ds, repositoriesOn, (em) => ({ ...repositoriesOn(em), events: outboxEvents(outbox, em) }));
}
