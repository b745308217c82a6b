export { buildGateway, type GatewayApp, type GatewayDeps } from "./app.js";
export { createServiceClients, type ServiceClients } from "./clients.js";
export { loadGatewayConfig, type GatewayConfig } from "./config.js";
export { startGateway, type RunningGateway } from "./start.js";
