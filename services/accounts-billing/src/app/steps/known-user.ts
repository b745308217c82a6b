import { userNotFound } from "../../domain/errors.js";
import { isValidId } from "../../domain/ids.js";
import type { AppDeps, BillingUser, UnitOfWork } from "../ports.js";

/** The user from the read model; one whose signup event has not arrived yet is fetched from identity and stored. */
export async function knownUser({ db, identity }: AppDeps, userId: number): Promise<BillingUser> {
  if (!isValidId(userId)) throw userNotFound();
  const local = await db.repositories.users.find(userId);
  return local ?? db.repositories.users.upsert(await identity.getUser(userId));
}

/** The user as the locked transaction sees it. */
export async function lockedUser(uow: UnitOfWork, userId: number): Promise<BillingUser> {
  const user = await uow.users.find(userId);
  if (!user) throw userNotFound();
  return user;
}
