export * from "./env.js";
export * from "./tracing.js";
export * from "./wait.js";
export * from "./isolated.js";
export * from "./app-error.js";
export * from "./webhook-receiver.js";
