import { databasePort } from "@leadstream/platform";
import type { DataSource } from "typeorm";
import type { Database } from "../app/ports.js";
import { repositoriesOn } from "./repositories.js";

export function postgresDatabase(ds: DataSource): Database {
  return databasePort(ds, repositoriesOn, repositoriesOn);
}
