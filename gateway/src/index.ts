export { buildGateway, type GatewayApp, type GatewayDeps } from "./app.js";
export { loadGatewayConfig, type GatewayConfig } from "./config.js";
export { startGateway, type RunningGateway } from "./start.js";
