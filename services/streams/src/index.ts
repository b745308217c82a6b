export { streamsService } from "./service.js";
