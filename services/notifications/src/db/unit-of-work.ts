import type { Outbox } from "@leadstream/platform";
import type { EntityManager } from "typeorm";
import type { UnitOfWork } from "../app/ports.js";
import { outboxEvents } from "../events/outbox-events.js";
import { repositoriesOn } from "./repositories.js";

/** The repositories and events of the transaction `em` belongs to. */
export const unitOfWorkOn = (em: EntityManager, outbox: Outbox): UnitOfWork => ({ ...repositoriesOn(em), events: outboxEvents(outbox, em) });
