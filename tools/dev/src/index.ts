export * from "./infra.js";
export * from "./webhook-receiver.js";
