export { accountsBillingService } from "./service.js";
