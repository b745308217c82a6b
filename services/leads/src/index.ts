export { leadsService } from "./service.js";
