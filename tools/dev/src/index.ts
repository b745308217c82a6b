export * from "./infra.js";
