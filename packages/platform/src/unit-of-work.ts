import type { DataSource, EntityManager } from "typeorm";
import type { OutboxRelay } from "./bus/outbox.js";
import type { Logger } from "./logger.js";

/**
 * What a service's application gets of its database (its app/ports.ts names the repositories
 * and what a transaction adds to them: outbox events, locks).
 */
export interface DatabasePort<Repositories, UnitOfWork extends Repositories = Repositories> {
  /** For reads and single-statement writes. */
  repositories: Repositories;
  /** Runs `work` in one transaction: every change and event it writes commits together or not at all. */
  transaction<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T>;
}

/** The port on `ds`; each builder works on any entity manager, the data source's or a transaction's. */
export function databasePort<R, U extends R>(ds: DataSource, repositoriesOn: (em: EntityManager) => R, unitOfWorkOn: (em: EntityManager) => U): DatabasePort<R, U> {
  return {
    repositories: repositoriesOn(ds.manager),
    transaction: (work) => ds.transaction((em) => work(unitOfWorkOn(em))),
  };
}

/**
 * Publish after commit, the one policy of every service. Events leave through the outbox relay,
 * which polls every 200 ms. A command whose caller relies on its events being on the bus by the
 * time it answers (a revoked key or session every gateway replica must drop, a run a worker must
 * pick up) calls the function this returns once its transaction has committed. It is best
 * effort: the change is committed, so a failure to publish is logged and left to the relay's
 * next poll, never turned into a failed request.
 */
export function publishAfterCommit(relay: OutboxRelay, logger: Logger): () => Promise<void> {
  return async () => {
    try {
      await relay.publishPending();
    } catch (err) {
      logger.warn({ err }, "publishing committed events failed; the relay will retry");
    }
  };
}
