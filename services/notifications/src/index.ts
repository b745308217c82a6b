export { notificationsService } from "./service.js";
